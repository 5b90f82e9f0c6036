import { LogOut, UserRound } from "lucide-react";
import { NavLink, useMatch, useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { NAV_ITEMS } from "./nav-items";

const itemClass =
  "flex min-w-0 flex-1 flex-col items-center gap-0.5 whitespace-nowrap rounded-xl px-0.5 py-1.5 text-base font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring";

/** Below 768 px: three links and a Profile menu (Profile, Sign Out). */
export function BottomNav({ onSignOut }: { onSignOut: () => void }) {
  const navigate = useNavigate();
  const onProfile = useMatch(paths.profile) !== null;
  return (
    <nav
      aria-label={t("common.bottomNavigation")}
      className="[--ring:#c6b9ff] fixed inset-x-0 bottom-0 z-30 flex gap-0.5 border-t border-sidebar-border bg-sidebar px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] md:hidden"
    >
      {NAV_ITEMS.slice(0, 3).map(({ to, labelId, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end
          className={({ isActive }) =>
            cn(
              itemClass,
              isActive ? "bg-sidebar-active text-white" : "text-sidebar-foreground hover:bg-sidebar-accent",
            )
          }
        >
          <Icon aria-hidden="true" className="size-5" />
          {t(labelId)}
        </NavLink>
      ))}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          className={cn(
            itemClass,
            onProfile
              ? "bg-sidebar-active text-white"
              : "text-sidebar-foreground hover:bg-sidebar-accent data-[state=open]:bg-sidebar-accent",
          )}
        >
          <UserRound aria-hidden="true" className="size-5" />
          {t("common.nav.profile")}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" portal={false}>
          <DropdownMenuItem onSelect={() => navigate(paths.profile)}>
            <UserRound aria-hidden="true" />
            {t("common.nav.profile")}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            {t("common.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
