import type { Dream } from "@somnia/shared/dreams";
import { useId, useRef, useState } from "react";
import { useCreateDream, useDreams } from "@/api/dreams";
import { Button } from "@/components/ui/button";
import { inputClassName, SearchInput, Textarea } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDay, toIsoDate } from "@/lib/dates";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { cn, errorMessage } from "@/lib/utils";

/**
 * Step 1: paste a new dream (saved as a dream first), or choose one of yours: newest first, ten at
 * a time with 'Show more dreams', narrowed by a search of titles, text and tags (the dream list's
 * search, GET /api/dreams?q=).
 */
export function ChatDreamChooser({ onDream }: { onDream: (dream: Dream) => void }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const dreams = useDreams({ q });
  const items = dreams.data?.pages.flatMap((page) => page.items) ?? [];
  const create = useCreateDream();
  const [chosen, setChosen] = useState("");
  const [pasted, setPasted] = useState("");
  const select = useRef<HTMLSelectElement>(null);

  const find = (text: string) => {
    setQ(text.trim());
    setChosen("");
  };
  const pick = () => {
    const dream = items.find((item) => item.id === chosen);
    if (!dream)
      return toast.error(t("interpreter.errorTitle"), { description: t("interpreter.chat.selectFirst") });
    onDream(dream);
  };
  const more = async () => {
    await dreams.fetchNextPage();
    select.current?.focus();
  };
  /** A pasted dream is saved first: dated today, its title generated. */
  const paste = async () => {
    const content = pasted.trim();
    if (!content) return;
    try {
      onDream(await create.mutateAsync({ title: null, content, dreamDate: toIsoDate(new Date()) }));
      setPasted("");
    } catch (error) {
      toast.error(t("interpreter.errorTitle"), { description: errorMessage(error) });
    }
  };

  const noDreamYet = dreams.isSuccess && items.length === 0 && !q;
  return (
    <div className="grid gap-3 rounded-xl border border-border p-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-paste`}>{t("interpreter.chat.pasteLabel")}</Label>
        <Textarea
          id={`${id}-paste`}
          placeholder={t("interpreter.chat.pastePlaceholder")}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
          className="min-h-20"
        />
        <Button
          className="justify-self-end"
          size="sm"
          disabled={!pasted.trim() || create.isPending}
          onClick={paste}
        >
          {t("interpreter.chat.pasteButton")}
        </Button>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-pick`}>{t("interpreter.chat.pickLabel")}</Label>
        {noDreamYet ? (
          <p className="text-muted-foreground">{t("interpreter.chat.noDreamYet")}</p>
        ) : (
          <>
            <search>
              <form
                className="flex gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  find(search);
                }}
              >
                <div className="min-w-0 flex-1">
                  <SearchInput
                    aria-label={t("interpreter.chat.searchLabel")}
                    placeholder={t("interpreter.chat.searchLabel")}
                    value={search}
                    onChange={(event) => {
                      setSearch(event.target.value);
                      if (!event.target.value.trim() && q) find(""); // Cleared: every dream again.
                    }}
                    className="h-10"
                  />
                </div>
                <Button type="submit" size="sm" variant="outline">
                  {t("interpreter.chat.searchButton")}
                </Button>
              </form>
            </search>
            {dreams.isSuccess && items.length === 0 ? (
              <p role="status" className="text-muted-foreground">
                {t("interpreter.chat.noMatch")}
              </p>
            ) : (
              <div className="flex gap-2">
                <select
                  ref={select}
                  id={`${id}-pick`}
                  className={cn(inputClassName, "h-10 min-w-0 flex-1")}
                  value={chosen}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  <option value="">{t("interpreter.chat.pickPlaceholder")}</option>
                  {items.map((dream) => (
                    <option key={dream.id} value={dream.id}>
                      {t("interpreter.chat.dreamOption", {
                        title: dream.title || t("interpreter.untitled"),
                        date: formatDay(dream.dreamDate),
                      })}
                    </option>
                  ))}
                </select>
                <Button size="sm" variant="secondary" onClick={pick}>
                  {t("interpreter.chat.pickButton")}
                </Button>
              </div>
            )}
            {dreams.hasNextPage && (
              <Button
                size="sm"
                variant="ghost"
                className="justify-self-start"
                onClick={more}
                disabled={dreams.isFetchingNextPage}
              >
                {t("interpreter.chat.moreDreams")}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  );
}
