import type { Profile } from "@somnia/shared/profile";
import type { ReactNode } from "react";
import { useMe } from "@/api/me";
import { PageHeader } from "@/components/layouts/page-header";
import { PageLoading } from "@/components/ui/loading";
import { t } from "@/lib/i18n/translate";
import { AdditionalInfoCard } from "./additional-info-card";
import { DevicesCard } from "./devices-card";
import { DreamStatsCard } from "./dream-stats-card";
import { MembershipCard } from "./membership-card";
import { ProfileError } from "./profile-error";
import { ProfileInfoCard } from "./profile-info-card";
import { ReminderCard } from "./reminder-card";
import { YourDataCard } from "./your-data-card";

/** `membershipActions`: the subscribe / unsubscribe controls, supplied by the page (billing is its own feature). */
export function ProfileView({ membershipActions }: { membershipActions?: (profile: Profile) => ReactNode }) {
  const me = useMe();
  return (
    <>
      <PageHeader title={t("profile.title")} description={t("profile.subtitle")} />
      {me.data ? (
        <div className="space-y-6">
          <ProfileInfoCard profile={me.data} />
          <MembershipCard profile={me.data} actions={membershipActions?.(me.data)} />
          <AdditionalInfoCard />
          <DreamStatsCard />
          <ReminderCard />
          <DevicesCard />
          <YourDataCard email={me.data.email} />
        </div>
      ) : me.error ? (
        <ProfileError onRetry={() => me.refetch()} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}
