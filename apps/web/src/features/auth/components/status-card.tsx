import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";
import { Logo } from "@/components/ui/logo";
import { PageTitle } from "@/components/ui/page-title";

/** A centred message page: logo, icon, heading, text and actions. */
export function StatusCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-6">
      <PageTitle title={title} />
      <div className="flex justify-center">
        <Logo className="text-foreground" />
      </div>
      <Card>
        <CardContent className="grid justify-items-center gap-4 pt-8 pb-8 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-7">
            {icon}
          </span>
          <h1 className="text-2xl font-bold">{title}</h1>
          {children}
        </CardContent>
      </Card>
    </div>
  );
}
