import { MoonStar } from "lucide-react";
import { Link } from "react-router";
import { PublicLayout } from "@/components/layouts/public-layout";
import { Button } from "@/components/ui/button";
import { PageTitle } from "@/components/ui/page-title";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";

export function NotFoundRoute() {
  return (
    <PublicLayout>
      <div className="grid justify-items-center gap-4 text-center">
        <PageTitle title={t("common.notFound.title")} />
        <MoonStar aria-hidden="true" className="size-16 text-brand" />
        <span aria-hidden="true" className="text-5xl font-extrabold text-brand">
          404
        </span>
        <h1 className="text-3xl font-bold">{t("common.notFound.title")}</h1>
        <p className="text-lg text-muted-foreground">{t("common.notFound.text")}</p>
        <Button asChild>
          <Link to={paths.home}>{t("common.notFound.home")}</Link>
        </Button>
      </div>
    </PublicLayout>
  );
}
