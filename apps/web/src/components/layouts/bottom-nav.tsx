import { LogOut, UserRound } from "lucide-react";
import { NavLink, useLocation, useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { cn } from "@/lib/utils";
import { BOTTOM_BAR_LINKS, NAV_ITEMS } from "./nav-items";

const itemClass =
  "flex min-w-0 flex-1 flex-col items-center gap-0.5 whitespace-nowrap rounded-xl px-0.5 py-1.5 text-base font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring";

const IN_MENU = NAV_ITEMS.slice(BOTTOM_BAR_LINKS);

/** Below 768 px: three links and a Profile menu (Dictionary, Profile, Sign Out). */
export function BottomNav({ onSignOut }: { onSignOut: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onMenuPage = IN_MENU.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return (
    <nav
      aria-label={t("common.bottomNavigation")}
      className="[--ring:#c6b9ff] fixed inset-x-0 bottom-0 z-30 flex gap-0.5 border-t border-sidebar-border bg-sidebar px-1 pt-1 pb-[max(0.25rem,env(safe-area-inset-bottom))] md:hidden"
    >
      {NAV_ITEMS.slice(0, BOTTOM_BAR_LINKS).map(({ to, labelId, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          end={to === paths.home}
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
            onMenuPage
              ? "bg-sidebar-active text-white"
              : "text-sidebar-foreground hover:bg-sidebar-accent data-[state=open]:bg-sidebar-accent",
          )}
        >
          <UserRound aria-hidden="true" className="size-5" />
          {t("common.nav.profile")}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" side="top" portal={false}>
          {IN_MENU.map(({ to, labelId, icon: Icon }) => (
            <DropdownMenuItem key={to} onSelect={() => navigate(to)}>
              <Icon aria-hidden="true" />
              {t(labelId)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut aria-hidden="true" />
            {t("common.signOut")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </nav>
  );
}
