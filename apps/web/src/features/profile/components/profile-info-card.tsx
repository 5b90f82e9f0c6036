import type { Profile } from "@somnia/shared/profile";
import { LogOut, Pencil } from "lucide-react";
import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { formatDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { useSignOut } from "@/lib/use-sign-out";

/** The edit form (with its checks) is fetched when Edit Profile is first pressed or pointed at. */
const editForm = onFirstUse(
  () => import("./profile-edit-form"),
  (m) => m.ProfileEditForm,
);

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-semibold text-muted-foreground">{term}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

export function ProfileInfoCard({ profile }: { profile: Profile }) {
  const { signOut, pending } = useSignOut();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const logOut = async () => {
    if (await signOut()) navigate(paths.auth, { replace: true });
  };
  return (
    <Card aria-labelledby="profile-info-title">
      <CardHeader>
        <CardTitle id="profile-info-title">{t("profile.infoTitle")}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <Avatar name={profile.displayName} src={profile.avatarUrl} className="size-20" />
        {editing ? (
          <Suspense fallback={<Spinner label={t("common.loading")} />}>
            <editForm.Component profile={profile} onDone={() => setEditing(false)} />
          </Suspense>
        ) : (
          <dl className="grid flex-1 gap-3">
            <Row term={t("profile.displayName")}>
              <span data-user-content>{profile.displayName}</span>
            </Row>
            <Row term={t("profile.email")}>
              <span data-user-content>{profile.email}</span>
            </Row>
            <Row term={t("profile.membership")}>{profile.membershipType}</Row>
            <Row term={t("profile.memberSince")}>{formatDate(profile.createdAt)}</Row>
          </dl>
        )}
      </CardContent>
      {editing ? null : (
        <CardFooter className="flex-wrap justify-end">
          <Button
            variant="outline"
            onPointerEnter={editForm.preload}
            onFocus={editForm.preload}
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            {t("profile.editProfile")}
          </Button>
          <Button variant="outline" onClick={logOut} disabled={pending}>
            <LogOut aria-hidden="true" />
            {t("profile.logOut")}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
