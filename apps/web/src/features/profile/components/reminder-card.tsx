import type { ReminderSettings, Reminders } from "@somnia/shared/reminders";
import { type FormEvent, useId, useState } from "react";
import { useReminders, useSaveReminder } from "@/api/reminders";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Loading } from "@/components/ui/loading";
import { RetryNotice } from "@/components/ui/retry-notice";
import { formatDayTime } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";
import { BrowserNotifications } from "./browser-notifications";
import { ReminderDays } from "./reminder-days";

/** The zone the browser is in: a saved reminder's time of day is read in it. */
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function ReminderForm({ reminders }: { reminders: Reminders }) {
  const id = useId();
  const save = useSaveReminder();
  const [settings, setSettings] = useState<ReminderSettings>(reminders.settings);
  const change = (patch: Partial<ReminderSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const fieldError = save.error ? errorMessage(save.error) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { ...settings, timeZone: browserZone() },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.settings.enabled ? t("profile.reminder.saved") : t("profile.reminder.savedOff"),
          ),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-enabled`}
          checked={settings.enabled}
          onCheckedChange={(enabled) => change({ enabled })}
        />
        <Label htmlFor={`${id}-enabled`}>{t("profile.reminder.enable")}</Label>
      </div>
      <div className="max-w-40">
        <FormField label={t("profile.reminder.time")} error={fieldError}>
          <Input
            type="time"
            required
            value={settings.time}
            onChange={(e) => change({ time: e.target.value })}
          />
        </FormField>
      </div>
      <ReminderDays days={settings.days} onChange={(days) => change({ days })} />
      <p className="text-sm text-muted-foreground">{t("profile.reminder.zone", { zone: browserZone() })}</p>
      {reminders.nextAt && <p>{t("profile.reminder.next", { when: formatDayTime(reminders.nextAt) })}</p>}
      <BrowserNotifications publicKey={reminders.pushPublicKey} />
      <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {save.isPending ? t("profile.reminder.saving") : t("profile.reminder.save")}
      </Button>
    </form>
  );
}

/** 'Reminders': 'Remind me to write down my dreams' by e-mail, and as a notification where the browser allows. */
export function ReminderCard() {
  const reminders = useReminders();
  return (
    <Card aria-labelledby="reminder-title">
      <CardHeader>
        <CardTitle id="reminder-title">{t("profile.reminder.title")}</CardTitle>
        <CardDescription>{t("profile.reminder.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        {reminders.error ? (
          <RetryNotice
            title={t("profile.reminder.loadFailed")}
            description={errorMessage(reminders.error)}
            retryLabel={t("common.tryAgain")}
            onRetry={() => reminders.refetch()}
          />
        ) : reminders.data ? (
          <ReminderForm reminders={reminders.data} />
        ) : (
          <Loading />
        )}
      </CardContent>
    </Card>
  );
}
