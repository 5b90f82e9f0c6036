import { PageHeader } from "@/components/layouts/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { DREAMS_STRINGS as S } from "../strings";

export function MyDreams() {
  return (
    <>
      <PageHeader title={S.title} />
      <Tabs defaultValue="log">
        <TabsList className="max-w-md">
          <TabsTrigger value="log">{S.logTab}</TabsTrigger>
          <TabsTrigger value="analyzer">{S.analyzerTab}</TabsTrigger>
        </TabsList>
        <TabsContent value="log">
          <Card>
            <CardHeader>
              <CardTitle>{S.logCardTitle}</CardTitle>
              <CardDescription>{S.logCardSubtitle}</CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <p>
                Dreams fade within minutes of waking. Note the people, places, colours and feelings you
                remember, even if it is only a fragment — a single image is worth keeping.
              </p>
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="analyzer">
          <Card>
            <CardHeader>
              <CardTitle>{S.analyzerCardTitle}</CardTitle>
              <CardDescription>
                The analyzer reads one of your logged dreams, gives a brief analysis and asks you a few
                follow-up questions. Your answers help the interpreter understand it.
              </CardDescription>
            </CardHeader>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}
