import { useSyncExternalStore } from "react";

export type Theme = "light" | "dark";

const STORAGE_KEY = "somnia-theme";
const media = () => window.matchMedia("(prefers-color-scheme: dark)");
const listeners = new Set<() => void>();

function storedTheme(): Theme | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null;
  }
}

/** The user's choice, else the system setting. */
export function currentTheme(): Theme {
  return storedTheme() ?? (media().matches ? "dark" : "light");
}

function apply() {
  const theme = currentTheme();
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  for (const listener of listeners) listener();
}

/** Call once before the first render. */
export function initTheme() {
  apply();
  media().addEventListener("change", apply);
}

export function setTheme(theme: Theme) {
  try {
    window.localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode: the choice lasts until reload.
  }
  apply();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useTheme() {
  // A prerendered page (app/auth-page.tsx) was rendered light; hydration starts from that, then follows the user's.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => "light" as const);
  return { theme, toggle: () => setTheme(theme === "dark" ? "light" : "dark") };
}
