import { TriangleAlert } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";
import { StatusCard } from "./status-card";

function messageFor(params: URLSearchParams): string {
  const expired =
    params.get("error") === "access_denied" &&
    (params.get("error_description") ?? "").toLowerCase().includes("expired");
  return expired ? t("auth.expiredMessage") : t("auth.genericAuthError");
}

/** Shows the message, then clears the query string (the message survives in history state). */
export function AuthErrorView() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const stateMessage = (location.state as { message?: string } | null)?.message;
  const message = location.search ? messageFor(searchParams) : (stateMessage ?? t("auth.genericAuthError"));

  useEffect(() => {
    if (location.search) navigate({ search: "" }, { replace: true, state: { message } });
  }, [location.search, message, navigate]);

  return (
    <StatusCard icon={<TriangleAlert aria-hidden="true" />} title={t("auth.authErrorTitle")}>
      <p>{message}</p>
      <Button asChild>
        <Link to={paths.auth}>{t("auth.returnToSignIn")}</Link>
      </Button>
    </StatusCard>
  );
}
