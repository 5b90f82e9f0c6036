import { BookOpen, MessageCircle, Sparkles, Sunrise } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";

const UNLOCKED = [
  { icon: BookOpen, title: "billing.welcomeDreams", text: "billing.welcomeDreamsText" },
  { icon: Sparkles, title: "billing.welcomeAnalyses", text: "billing.welcomeAnalysesText" },
  { icon: MessageCircle, title: "billing.welcomeInterpreter", text: "billing.welcomeInterpreterText" },
] as const;

/**
 * 'Welcome to Plus!' back from a payment: what Plus now unlocks, and the way to use it at once.
 * Dismissed with 'Back to profile', the close button, Escape or a click outside. Fetched only then
 * (./membership-actions.tsx).
 */
export function WelcomeToPlus({ onClose }: { onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="grid gap-5">
        <div className="grid justify-items-center gap-3 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground">
            <Sunrise aria-hidden="true" className="size-7" />
          </span>
          <DialogTitle>{t("billing.welcome")}</DialogTitle>
          <DialogDescription>{t("billing.welcomeLead")}</DialogDescription>
        </div>
        <ul className="grid gap-3">
          {UNLOCKED.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3 rounded-xl bg-muted p-3">
              <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <span className="block font-semibold">{t(title)}</span>
                <span className="text-muted-foreground">{t(text)}</span>
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t("billing.backToProfile")}</Button>
          </DialogClose>
          <Button asChild>
            <Link to={paths.home} onClick={onClose}>
              {t("billing.welcomeLogDream")}
            </Link>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
