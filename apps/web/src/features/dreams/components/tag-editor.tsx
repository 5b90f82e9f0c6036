import { addTag, removeTag, SUGGESTED_TAGS, tagSuggestions } from "@somnia/shared/tags";
import { Plus, X } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { SELECTED_LOOK } from "@/components/ui/button-look";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { MessageId } from "@/lib/i18n/message-id";
import { t } from "@/lib/i18n/translate";

const chip =
  "inline-flex min-h-9 items-center gap-1 rounded-full px-3 py-1 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Each suggested tag in the reader's language: the word a click on it adds. */
const SUGGESTION_WORDS: Record<(typeof SUGGESTED_TAGS)[number], MessageId> = {
  flying: "dreams.suggestedTag.flying",
  falling: "dreams.suggestedTag.falling",
  chase: "dreams.suggestedTag.chase",
  water: "dreams.suggestedTag.water",
  family: "dreams.suggestedTag.family",
  friends: "dreams.suggestedTag.friends",
  school: "dreams.suggestedTag.school",
  work: "dreams.suggestedTag.work",
  animals: "dreams.suggestedTag.animals",
  nightmare: "dreams.suggestedTag.nightmare",
};

/** The suggestions whose word is not chosen yet, in the reader's language. */
function suggestedWords(tags: readonly string[]): string[] {
  const word = (tag: keyof typeof SUGGESTION_WORDS) => t(SUGGESTION_WORDS[tag]);
  const chosen = SUGGESTED_TAGS.filter((tag) => tags.includes(word(tag)));
  return tagSuggestions(chosen).map((tag) => word(tag as keyof typeof SUGGESTION_WORDS));
}

/** Free-text tags (docs/product.md): Enter or 'Add tag'; click a chosen tag to remove it. */
export function TagEditor({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const add = (value: string) => {
    onChange(addTag(tags, value));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (draft.trim()) add(draft);
  };
  const suggestions = suggestedWords(tags);
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t("dreams.tagsLabel")}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          placeholder={t("dreams.tagPlaceholder")}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          variant="secondary"
          size="icon"
          aria-label={t("dreams.addTag")}
          disabled={!draft.trim()}
          onClick={() => add(draft)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      {tags.length > 0 && (
        <ul aria-label={t("dreams.chosenTags")} className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag}>
              <button
                type="button"
                aria-label={t("dreams.removeTag", { tag })}
                className={`${chip} ${SELECTED_LOOK}`}
                onClick={() => onChange(removeTag(tags, tag))}
              >
                <span data-user-content>{tag}</span>
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {suggestions.length > 0 && (
        <SuggestedTags words={suggestions} onChoose={(tag) => onChange(addTag(tags, tag))} />
      )}
    </div>
  );
}

const NEXT_KEYS: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at === last ? 0 : at + 1),
  ArrowDown: (at, last) => (at === last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at === 0 ? last : at - 1),
  ArrowUp: (at, last) => (at === 0 ? last : at - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * The suggested tags as one toolbar: a single Tab stop (the one last used), the arrow keys, Home
 * and End move along it. A chosen word leaves the toolbar, and the focus stays on the word now in
 * its place.
 */
function SuggestedTags({ words, onChoose }: { words: string[]; onChoose: (tag: string) => void }) {
  const toolbar = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const active = Math.min(current, words.length - 1);
  const focusAt = (index: number) => {
    const buttons = toolbar.current?.querySelectorAll("button") ?? [];
    const at = Math.min(index, buttons.length - 1);
    setCurrent(at);
    buttons[at]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    focusAt(move(active, words.length - 1));
  };
  const choose = (tag: string, index: number) => {
    onChoose(tag);
    // The word is gone once the tags have changed: the focus goes to the one that took its place.
    requestAnimationFrame(() => focusAt(index));
  };
  return (
    <div
      ref={toolbar}
      role="toolbar"
      aria-label={t("dreams.suggestedTags")}
      className="flex flex-wrap gap-2"
      onKeyDown={onKeyDown}
    >
      {words.map((tag, index) => (
        <button
          key={tag}
          type="button"
          tabIndex={index === active ? 0 : -1}
          className={`${chip} border border-border bg-muted text-foreground hover:bg-accent`}
          onFocus={() => setCurrent(index)}
          onClick={() => choose(tag, index)}
        >
          <Plus aria-hidden="true" className="size-4" />
          {tag}
        </button>
      ))}
    </div>
  );
}
