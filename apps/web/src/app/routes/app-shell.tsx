import { Suspense } from "react";
import { Outlet } from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { LiveEvents } from "../live-events";
import { PageFrame } from "../page-frame";
import { RequireOnboarded } from "../require-onboarded";
import { RequireSession } from "../require-session";

/**
 * The journal's four pages and the dream dictionary: signed in, onboarded, inside the shared
 * layout. The layout paints at once with the page's frame; the session and the profile are checked
 * inside it, and the page fills in when they are and its module has come.
 */
export function AppShellRoute() {
  return (
    <AppLayout>
      <RequireSession>
        <LiveEvents />
        <RequireOnboarded>
          <Suspense fallback={<PageFrame />}>
            <Outlet />
          </Suspense>
        </RequireOnboarded>
      </RequireSession>
    </AppLayout>
  );
}
