import { MembershipActions } from "@/features/billing/components/membership-actions";
import { ProfileView } from "@/features/profile/components/profile-view";

export function ProfileRoute() {
  return <ProfileView membershipActions={(p) => <MembershipActions profile={p} />} />;
}
