import { LogOut } from "lucide-react";
import type { FocusEvent, Ref } from "react";
import { NavLink } from "react-router";
import { Button } from "@/components/ui/button";
import { ContactLink } from "@/components/ui/contact-link";
import { Logo } from "@/components/ui/logo";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { NAV_ITEMS } from "./nav-items";

/**
 * Who is signed in, as the sidebar shows it: their e-mail; "signed-out"; "loading" while the
 * session is read; "unreachable" when it could not be read (offline), where it shows nothing
 * rather than a wrong 'Not logged in'.
 */
export type SidebarAccount = { email: string } | "signed-out" | "loading" | "unreachable";

type SidebarProps = {
  account: SidebarAccount;
  open: boolean;
  onNavigate: () => void;
  onSignOut: () => void;
  signingOut: boolean;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
};

/** Fixed at ≥1024 px; at 768–1023 px shown below the top bar, over the page, while `open`; never below 768 px. */
export function Sidebar({ account, open, onNavigate, onSignOut, signingOut, onBlur, ref }: SidebarProps) {
  return (
    <aside
      ref={ref}
      id="app-sidebar"
      aria-label={t("common.sidebar")}
      onBlur={onBlur}
      className={cn(
        "fixed inset-y-0 left-0 z-40 hidden w-64 flex-col border-r border-sidebar-border bg-sidebar px-4 py-6 text-sidebar-foreground [--ring:#c6b9ff] lg:flex",
        open && "md:top-16 md:flex md:shadow-2xl lg:top-0",
      )}
    >
      <div className="px-2">
        <Logo />
      </div>
      <nav aria-label={t("common.mainNavigation")} className="mt-8 flex flex-1 flex-col gap-1">
        {NAV_ITEMS.map(({ to, labelId, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            end={to === paths.home}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                "flex items-center gap-3 rounded-xl px-3 py-2.5 text-base font-semibold transition-colors",
                "focus-visible:outline-2 focus-visible:outline-ring",
                isActive ? "bg-sidebar-active text-white" : "hover:bg-sidebar-accent",
              )
            }
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(labelId)}
          </NavLink>
        ))}
      </nav>
      <div className="space-y-3 border-t border-sidebar-border pt-4">
        {account === "loading" ? (
          <div aria-hidden="true" className="mx-2 h-6 w-40 animate-pulse rounded bg-sidebar-accent" />
        ) : account === "unreachable" ? null : (
          <p
            className="truncate px-2 text-base text-sidebar-muted"
            title={account === "signed-out" ? undefined : account.email}
          >
            {account === "signed-out" ? t("common.notLoggedIn") : account.email}
          </p>
        )}
        <Button
          variant="ghost"
          className="w-full justify-start border border-sidebar-border text-sidebar-foreground hover:bg-sidebar-accent"
          onClick={onSignOut}
          disabled={signingOut}
        >
          <LogOut aria-hidden="true" />
          {t("common.signOut")}
        </Button>
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-2 text-sm text-sidebar-muted">
          <p>{t("common.footerCredit")}</p>
          <ContactLink className="rounded underline underline-offset-4 hover:text-sidebar-foreground focus-visible:outline-2 focus-visible:outline-ring" />
        </div>
      </div>
    </aside>
  );
}
