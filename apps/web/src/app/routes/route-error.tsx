import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { t } from "@/lib/i18n/translate";

/**
 * What a page that failed shows (src/app/route-error-boundary.tsx): a chunk gone after an update,
 * for example. It is part of the first load, so it needs no other chunk, not even the footer's.
 */
export function RouteError() {
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <PageTitle title={t("common.routeError.title")} />
        <TriangleAlert aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-3xl font-bold">{t("common.routeError.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("common.routeError.text")}</p>
        <Button onClick={() => window.location.reload()}>{t("common.routeError.reload")}</Button>
      </div>
    </main>
  );
}
