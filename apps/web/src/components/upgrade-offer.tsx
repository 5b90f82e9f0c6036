import { Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths, UPGRADE_ANCHOR } from "@/config/paths";
import { t } from "@/lib/i18n/translate";

/**
 * Where a Basic limit stops the user: what Plus would allow, and 'Upgrade to Plus', which leads to
 * the plan choice on the profile.
 */
export function UpgradeOffer({ text }: { text: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl border border-border bg-secondary p-3 text-secondary-foreground">
      <p className="min-w-40 flex-1">{text}</p>
      <Button asChild size="sm">
        <Link to={`${paths.profile}#${UPGRADE_ANCHOR}`}>
          <Sparkles aria-hidden="true" />
          {t("billing.upgrade")}
        </Link>
      </Button>
    </div>
  );
}
