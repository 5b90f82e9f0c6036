import { useState } from "react";
import { useUnsubscribeReminders } from "@/api/reminders";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { messageText, t } from "@/lib/i18n/translate";
import { AppLink } from "@/lib/navigation";
import { errorMessage } from "@/lib/utils";

/**
 * A reminder e-mail's unsubscribe link (`/unsubscribe?token=…`), signed in or not. Opening the
 * link changes nothing (mail scanners open links too); 'Stop reminders' does, and says so.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const unsubscribe = useUnsubscribeReminders();
  const [done, setDone] = useState<string | null>(null);
  const outcome = done ?? (unsubscribe.error ? errorMessage(unsubscribe.error) : null);
  return (
    <Card>
      <PageTitle title={t("profile.unsubscribe.title")} />
      <CardHeader>
        <h1 className="text-xl font-bold leading-tight">{t("profile.unsubscribe.title")}</h1>
        <CardDescription>{t("profile.unsubscribe.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {outcome ? (
          <p role="status" className="text-base">
            {outcome}
          </p>
        ) : (
          <Button
            disabled={unsubscribe.isPending}
            onClick={() =>
              unsubscribe.mutate(token, { onSuccess: ({ notice }) => setDone(messageText(notice)) })
            }
          >
            {t("profile.unsubscribe.confirm")}
          </Button>
        )}
        <AppLink href={paths.profile} className="text-brand underline">
          {t("profile.unsubscribe.toProfile")}
        </AppLink>
      </CardContent>
    </Card>
  );
}
