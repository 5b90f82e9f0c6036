import { useEffect } from "react";

declare global {
  interface Window {
    /** Set by a prerendered page's inline loader (apps/web/vite-plugins/paint-first.ts). */
    __somniaEarly?: { form: EventTarget | null; ready: boolean };
  }
}

/**
 * Once the page's script has taken over (call it from the hydrated or first-rendered tree): the loader stops holding
 * submissions, and a form the user submitted before (typed fast, or before the script arrived on a
 * slow network) is submitted again, now through the app's own handler.
 */
export function useTakeOverEarlySubmit(): void {
  useEffect(() => {
    const early = window.__somniaEarly;
    if (!early) return;
    early.ready = true;
    const form = early.form;
    early.form = null;
    if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit();
  }, []);
}
