import { TriangleAlert } from "lucide-react";
import { useRouteError } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { t } from "@/lib/i18n/translate";

/** Anything a route throws (a chunk that failed to load after an update, for example). */
export function RouteError() {
  const error = useRouteError();
  console.error("Route error", error);
  return (
    <PublicLayout>
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <PageTitle title={t("common.routeError.title")} />
        <TriangleAlert aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-3xl font-bold">{t("common.routeError.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("common.routeError.text")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.routeError.reload")}</Button>
      </div>
    </PublicLayout>
  );
}
