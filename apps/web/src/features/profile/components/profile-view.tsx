import { PageHeader } from "@/components/layouts/page-header";
import { PageSpinner } from "@/components/ui/spinner";
import { useMe } from "../api/get-me";
import { PROFILE_STRINGS as S } from "../strings";
import { ProfileError } from "./profile-error";
import { ProfileInfoCard } from "./profile-info-card";

export function ProfileView() {
  const me = useMe();
  return (
    <>
      <PageHeader title={S.title} description={S.subtitle} />
      {me.data ? (
        <ProfileInfoCard profile={me.data} />
      ) : me.error ? (
        <ProfileError onRetry={() => me.refetch()} />
      ) : (
        <PageSpinner />
      )}
    </>
  );
}
