import { t } from "@/lib/i18n/translate";

/** A dream's tags as read-only chips. */
export function TagList({ tags }: { tags: readonly string[] | null }) {
  if (!tags?.length) return <p className="text-base text-muted-foreground">{t("dreams.noTags")}</p>;
  return (
    <ul aria-label={t("dreams.tagsLabel")} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li
          key={tag}
          data-user-content
          className="rounded-full bg-secondary px-3 py-1 text-base text-secondary-foreground"
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
