import { TriangleAlert, WifiOff } from "lucide-react";
import { useEffect } from "react";
import { buttonLook } from "@/components/ui/button-look";
import { PageTitle } from "@/components/ui/page-title";
import { t } from "@/lib/i18n/translate";

/**
 * What a page that failed shows (src/app/route-error-boundary.tsx): a chunk gone after an update,
 * for example. It is part of the first load, so it needs no other chunk, not even the footer's (nor
 * tailwind-merge: its button is a plain one in Button's look).
 * A page that failed offline (its module never fetched) says it needs the network, and opens by
 * itself when the network is back.
 */
export function RouteError({ offline }: { offline: boolean }) {
  useEffect(() => {
    if (!offline) return;
    const reload = () => window.location.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [offline]);
  const title = offline ? t("common.routeError.offlineTitle") : t("common.routeError.title");
  const Icon = offline ? WifiOff : TriangleAlert;
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-md flex-col justify-center px-4 py-10">
      <div role="alert" className="grid justify-items-center gap-4 text-center">
        <PageTitle title={title} />
        <Icon aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-3xl font-bold">{title}</h1>
        {offline ? (
          <p className="text-lg text-muted-foreground">{t("common.routeError.offlineText")}</p>
        ) : (
          <>
            <p className="text-lg text-muted-foreground">{t("common.routeError.text")}</p>
            <button type="button" className={buttonLook()} onClick={() => window.location.reload()}>
              {t("common.routeError.reload")}
            </button>
          </>
        )}
      </div>
    </main>
  );
}
