import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Where each visited location was scrolled to, by history key, kept for this tab's reloads. */
const STORAGE_KEY = "somnia.scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

function writePositions(positions: Record<string, number>) {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // Storage unavailable (private mode): positions are kept for this page's life only.
  }
}

/**
 * The browser's scroll, as a reader expects it: back and forward (and a reload) return to where
 * each page was left; a link to another page opens it at the top, or at its `#anchor`; a change of
 * the address's search alone (a filter) keeps the scroll where it is.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>({});
  const pathname = useRef<string | null>(null);
  // The location a scroll belongs to, set as the new page is committed: the scroll a navigation
  // itself causes (to the top, or back to a saved place) is never taken for the page left, however
  // late its event comes.
  const shown = useRef(location.key);

  useEffect(() => {
    positions.current = { ...readPositions(), ...positions.current };
    window.history.scrollRestoration = "manual";
    const save = () => writePositions(positions.current);
    const remember = () => {
      positions.current[shown.current] = window.scrollY;
    };
    window.addEventListener("pagehide", save);
    window.addEventListener("scroll", remember, { passive: true });
    return () => {
      window.removeEventListener("pagehide", save);
      window.removeEventListener("scroll", remember);
      window.history.scrollRestoration = "auto";
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    const samePage = pathname.current === location.pathname;
    pathname.current = location.pathname;
    if (navigationType === "POP") {
      const saved = positions.current[location.key] ?? readPositions()[location.key];
      if (saved !== undefined) window.scrollTo(0, saved);
      return;
    }
    const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else if (!samePage) window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
