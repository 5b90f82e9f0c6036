import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";
import { useBrowserPush } from "../hooks/use-browser-push";
import type { PushState } from "../utils/browser-push";

/** What each state says under the checkbox: plain words and what the person can do next. */
const NOTES: Partial<Record<PushState, MessageId>> = {
  denied: "profile.reminder.pushDenied",
  blocked: "profile.reminder.pushBlocked",
  subscribing: "profile.reminder.pushSubscribing",
  on: "profile.reminder.pushOn",
  failed: "profile.reminder.pushFailed",
};

/**
 * 'Also notify me in this browser' (docs/product.md, 'Reminders'): ticked, the browser asks for
 * permission and subscribes; unticked, notifications stop. Where the browser cannot or will not
 * show them, it says why and what to do instead.
 */
export function BrowserNotifications({ publicKey }: { publicKey: string }) {
  const id = useId();
  const push = useBrowserPush(publicKey);
  if (push.state === "checking") return null;
  if (push.state === "unsupported") {
    return <p className="text-sm text-muted-foreground">{t("profile.reminder.pushUnsupported")}</p>;
  }
  const note = NOTES[push.state];
  return (
    <div>
      <div className="flex items-center gap-3">
        <Checkbox
          id={`${id}-push`}
          checked={push.state === "on" || push.state === "subscribing"}
          // Blocked, a tick cannot change anything until the browser allows notifications.
          disabled={
            push.state === "subscribing" || push.state === "unsubscribing" || push.state === "blocked"
          }
          aria-describedby={`${id}-note`}
          onCheckedChange={(on) => (on ? push.enable() : push.disable())}
        />
        <Label htmlFor={`${id}-push`} className="font-normal">
          {t("profile.reminder.push")}
        </Label>
      </div>
      <p id={`${id}-note`} role="status" className="mt-2 text-sm text-muted-foreground empty:mt-0">
        {note ? t(note) : null}
      </p>
    </div>
  );
}
