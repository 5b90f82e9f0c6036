import type { ReactNode } from "react";
import { PageTitle } from "@/components/ui/page-title";

export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <header className="mb-6 space-y-1">
      <PageTitle title={title} />
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description ? <p className="text-lg text-muted-foreground">{description}</p> : null}
    </header>
  );
}
