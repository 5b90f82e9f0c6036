import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAccountLocale } from "@/api/me";
import { OfflineBanner } from "@/components/pwa/offline-banner";
import { Logo } from "@/components/ui/logo";
import { LOG_DREAM_PARAM, paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { type Session, useSession } from "@/lib/session";
import { preloadToastsOnFirstUse } from "@/lib/toast";
import { useSignOut } from "@/lib/use-sign-out";
import { BottomNav } from "./bottom-nav";
import { Footer } from "./footer";
import { Sidebar, type SidebarAccount } from "./sidebar";

const CONTENT_ID = "content";
const SKIP_LINK =
  "sr-only rounded-lg bg-background px-4 py-2 font-semibold text-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus-visible:outline-2 focus-visible:outline-ring";

/** The address's query with `name=1` added, the rest (a filter of the list) kept. */
function withParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.set(name, "1");
  return `?${params}`;
}

function sidebarAccount(session: Session | null, pending: boolean, unreachable: boolean): SidebarAccount {
  if (session) return { email: session.user.email };
  if (pending) return "loading";
  return unreachable ? "unreachable" : "signed-out";
}

/**
 * Shell of the signed-in pages: sidebar (≥1024 px), a top bar whose button opens the sidebar over
 * the page (768–1023 px), bottom bar (<768 px). A 'Skip to content' link is the first Tab stop;
 * on My Dreams 'Skip to today's dream' the second, to the Log Dream card's text.
 * It paints before the session is known (the pages check it inside).
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { data: session, isPending, error } = useSession();
  const { signOut, pending } = useSignOut();
  const [open, setOpen] = useState(false);
  const sidebarRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const saveLocale = useAccountLocale();

  useEffect(preloadToastsOnFirstUse, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the overlay whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    sidebarRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  // Keep focus inside the overlay: leaving it (Tab past the end, a click outside) closes it.
  function onSidebarBlur(event: React.FocusEvent<HTMLElement>) {
    const next = event.relatedTarget as Node | null;
    if (!open || !next || sidebarRef.current?.contains(next) || toggleRef.current?.contains(next)) return;
    setOpen(false);
  }

  function skipToDream(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    void navigate({ search: withParam(location.search, LOG_DREAM_PARAM) }, { replace: true });
  }

  function skipToContent(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    document.getElementById(CONTENT_ID)?.focus();
  }

  const Icon = open ? X : Menu;
  return (
    <div className="flex min-h-dvh flex-col">
      <a href={`#${CONTENT_ID}`} onClick={skipToContent} className={SKIP_LINK}>
        {t("common.skipToContent")}
      </a>
      {/* On My Dreams, a second way in: straight to the Log Dream card's text (the route reads `?log`).
          An in-page link as skip links are, to the page's content without a script. */}
      {location.pathname === paths.home ? (
        <a href={`#${CONTENT_ID}`} onClick={skipToDream} className={SKIP_LINK}>
          {t("common.skipToDream")}
        </a>
      ) : null}
      <header className="sticky top-0 z-50 hidden h-16 shrink-0 items-center gap-3 border-b border-border bg-background px-4 md:flex lg:hidden">
        <button
          ref={toggleRef}
          type="button"
          aria-label={t("common.toggleNavigation")}
          aria-expanded={open}
          aria-controls="app-sidebar"
          onClick={() => setOpen((v) => !v)}
          className="flex size-11 items-center justify-center rounded-full bg-brand text-brand-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Icon aria-hidden="true" className="size-6" />
        </button>
        <Logo />
      </header>
      {open ? (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 hidden bg-black/50 md:block lg:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <Sidebar
        ref={sidebarRef}
        account={sidebarAccount(session, isPending, error !== null)}
        open={open}
        onNavigate={() => setOpen(false)}
        onSignOut={signOut}
        signingOut={pending}
        onBlur={onSidebarBlur}
      />
      <div className="flex flex-1 flex-col pb-24 md:pb-0 lg:pl-64">
        {/* In the page's column, under the tablet's top bar: it never covers the sidebar or the bar. */}
        <OfflineBanner className="top-0 md:top-16 lg:top-0" />
        {/* At least a screen high: the footer starts below the fold, so the page filling in (the
            spinner, then the cards, then the list) moves nothing the user sees. */}
        <main
          id={CONTENT_ID}
          tabIndex={-1}
          className="mx-auto min-h-dvh w-full max-w-4xl flex-1 px-4 pt-8 outline-none md:px-8 lg:pt-10"
        >
          {children}
        </main>
        <Footer className="mx-auto w-full max-w-4xl" onLocaleChosen={saveLocale} />
      </div>
      <BottomNav onSignOut={signOut} />
    </div>
  );
}
