import { useLocation } from "react-router";
import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageSpinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { paths } from "@/config/paths";
import { t } from "@/lib/i18n/translate";

const still = () => {};

/**
 * My Dreams before its data: the heading, the tabs and the Log Dream card's frame, laid out as
 * src/features/dreams/components/my-dreams.tsx lays them out. Nothing in it takes input: the tabs
 * are a picture (inert, hidden from assistive technology) and the card has no fields, so nothing
 * typed or chosen before the page is ready can be lost when the page replaces it.
 */
function JournalFrame() {
  return (
    <>
      <PageHeader title={t("dreams.title")} />
      <div className="grid gap-6">
        <Tabs value="log" onValueChange={still}>
          {/* A picture of the tabs: the page's own take their place, and are the ones to use. */}
          <div aria-hidden="true" inert>
            <TabsList className="max-w-md">
              <TabsTrigger value="log">{t("dreams.logTab")}</TabsTrigger>
              <TabsTrigger value="analyzer">{t("dreams.analyzerTab")}</TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="log">
            <Card aria-busy="true">
              <CardHeader>
                <CardTitle>{t("dreams.logCardTitle")}</CardTitle>
                <CardDescription>{t("dreams.logCardSubtitle")}</CardDescription>
              </CardHeader>
              <CardContent className="h-[34rem]" />
            </Card>
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

/**
 * What a signed-in page shows while the session, the profile and the page's module are on their
 * way: its heading (My Dreams: the Log Dream card's frame too), so that the page starts where the
 * HTML's prerendered copy of this frame left it (apps/web/src/prerender.tsx), and the user sees the
 * page's own layout from the first paint. A page without a frame shows the spinner.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  if (pathname === paths.home) return <JournalFrame />;
  if (pathname === paths.calendar)
    return <PageHeader title={t("calendar.title")} description={t("calendar.subtitle")} />;
  if (pathname === paths.profile)
    return <PageHeader title={t("profile.title")} description={t("profile.subtitle")} />;
  return <PageSpinner />;
}
