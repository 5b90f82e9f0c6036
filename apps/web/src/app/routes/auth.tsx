import { Navigate, useLocation } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";
import { PageSpinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { AuthScreen } from "@/features/auth/components/auth-screen";
import { useSession } from "@/lib/session";

/** Where the guard was sending the user before sign-in (pathname + search + hash), else /. */
function returnTo(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown; search?: unknown; hash?: unknown } } | null)?.from;
  if (!from || typeof from.pathname !== "string" || !from.pathname.startsWith("/")) return paths.home;
  if (from.pathname === paths.auth || from.pathname === paths.signup) return paths.home;
  return `${from.pathname}${typeof from.search === "string" ? from.search : ""}${typeof from.hash === "string" ? from.hash : ""}`;
}

function AuthPage({ defaultTab }: { defaultTab: "login" | "signup" }) {
  const { data, isPending } = useSession();
  const location = useLocation();
  if (data?.user) return <Navigate to={returnTo(location.state)} replace />;
  return <PublicLayout>{isPending ? <PageSpinner /> : <AuthScreen defaultTab={defaultTab} />}</PublicLayout>;
}

export function AuthRoute() {
  return <AuthPage defaultTab="login" />;
}

export function SignupRoute() {
  return <AuthPage defaultTab="signup" />;
}
