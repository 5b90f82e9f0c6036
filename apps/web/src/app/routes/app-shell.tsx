import { Outlet } from "react-router";
import { AppLayout } from "@/components/layouts/app-layout";
import { LiveEvents } from "../live-events";
import { RequireOnboarded } from "../require-onboarded";
import { RequireSession } from "../require-session";

/** The four journal pages: signed in, onboarded, inside the shared layout. */
export function AppShellRoute() {
  return (
    <RequireSession>
      <LiveEvents />
      <AppLayout>
        <RequireOnboarded>
          <Outlet />
        </RequireOnboarded>
      </AppLayout>
    </RequireSession>
  );
}
