/** Sets the document title (React hoists <title> into <head>). */
export function PageTitle({ title }: { title: string }) {
  return <title>{`${title} · Somnia`}</title>;
}
