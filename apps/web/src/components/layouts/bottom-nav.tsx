import { UserRound } from "lucide-react";
import { Suspense, useLayoutEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";
import { cn } from "@/lib/utils";
import { BOTTOM_BAR_LINKS, NAV_ITEMS } from "./nav-items";

// Five items share a phone's width equally: a label too long for one line (German's 'Meine Träume')
// takes two, and an item never narrows below its longest word ('Traumdeuter').
const itemClass =
  "flex flex-1 flex-col items-center justify-start gap-0.5 rounded-xl px-0.5 py-1.5 text-center text-sm leading-tight font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-ring";

const IN_MENU = NAV_ITEMS.slice(BOTTOM_BAR_LINKS);

const menu = onFirstUse(
  () => import("./bottom-nav-menu"),
  (m) => m.BottomNavMenu,
);

/**
 * The Profile item: a button until first pressed, then the menu (./bottom-nav-menu.tsx, fetched
 * when wanted or pointed at), open.
 */
function ProfileMenu({ current, onSignOut }: { current: boolean; onSignOut: () => void }) {
  const [wanted, setWanted] = useState(false);
  const className = cn(
    itemClass,
    current
      ? "bg-sidebar-active text-white"
      : "text-sidebar-foreground hover:bg-sidebar-accent data-[state=open]:bg-sidebar-accent",
  );
  const label = (
    <>
      <UserRound aria-hidden="true" className="size-5 shrink-0" />
      {t("common.nav.profile")}
    </>
  );
  const button = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-current={current ? "page" : undefined}
      className={className}
      onPointerEnter={menu.preload}
      onFocus={menu.preload}
      onClick={() => setWanted(true)}
    >
      {label}
    </button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <menu.Component items={IN_MENU} onSignOut={onSignOut} className={className} current={current}>
        {label}
      </menu.Component>
    </Suspense>
  );
}

/**
 * The bar's height as `--bottom-bar-height` on the page's root (0 where the bar is hidden): toasts
 * show above it (src/lib/toaster.tsx).
 */
function usePublishedHeight() {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty("--bottom-bar-height", `${element.offsetHeight}px`);
    publish();
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bottom-bar-height");
    };
  }, []);
  return bar;
}

/** Below 768 px: four links and a Profile menu (Profile, Sign Out); the page shown is highlighted. */
export function BottomNav({ onSignOut }: { onSignOut: () => void }) {
  const { pathname } = useLocation();
  const bar = usePublishedHeight();
  const onMenuPage = IN_MENU.some(({ to }) => pathname === to || pathname.startsWith(`${to}/`));
  return (
    <nav
      ref={bar}
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
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          {t(labelId)}
        </NavLink>
      ))}
      <ProfileMenu current={onMenuPage} onSignOut={onSignOut} />
    </nav>
  );
}
