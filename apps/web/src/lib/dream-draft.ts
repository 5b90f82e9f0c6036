/**
 * The dream being written in the Log Dream card, kept in this browser's localStorage until it is
 * saved (docs/product.md, 'Dream drafts'): one draft per signed-in user, written on every change,
 * so a reload, a crash or a lost connection loses nothing. Nothing here is sent to the server.
 */
import { DREAM_TYPES, type DreamType, VIVIDNESS_MAX, VIVIDNESS_MIN } from "@somnia/shared/dream-constants";

/**
 * Everything the Log Dream card holds (src/features/dreams/utils/dream-form-schemas.ts). The date
 * only when the user chose it for this dream (null: the card is dated today); `notRemembered` when
 * an "I don't remember" for that date could not be saved yet.
 */
export type DreamDraft = {
  title: string;
  content: string;
  tags: string[];
  types: DreamType[];
  vividness: number | null;
  dreamDate: string | null;
  notRemembered: boolean;
};

/** The values as a form reports them while they change: any field may be missing. */
type FormValues = {
  title?: string;
  content?: string;
  tags?: (string | undefined)[];
  types?: (DreamType | undefined)[];
  vividness?: number | null;
  dreamDate?: string | null;
  notRemembered?: boolean;
};

const KEY_PREFIX = "somnia.dreamDraft.";
const draftKey = (userId: string) => `${KEY_PREFIX}${userId}`;

/** True when there is nothing worth keeping: the date alone is not a draft. */
export function isEmptyDraft(values: FormValues): boolean {
  return (
    !values.title?.trim() &&
    !values.content?.trim() &&
    (values.tags?.length ?? 0) === 0 &&
    (values.types?.length ?? 0) === 0 &&
    (values.vividness ?? null) === null &&
    !values.notRemembered
  );
}

const isText = (value: unknown): value is string => typeof value === "string";
const isType = (value: unknown): value is DreamType => DREAM_TYPES.some((type) => type === value);
const isVividness = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= VIVIDNESS_MIN && (value as number) <= VIVIDNESS_MAX;

/**
 * The stored draft, or null when there is none or it is not a draft (edited by hand). A draft kept
 * before types, vividness and "I don't remember" were part of it reads with none of them.
 */
export function readDraft(userId: string): DreamDraft | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(draftKey(userId));
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    const {
      title,
      content,
      tags,
      types = [],
      vividness = null,
      dreamDate = null,
      notRemembered = false,
    } = value;
    if (!isText(title) || !isText(content)) return null;
    if (!Array.isArray(tags) || !tags.every(isText)) return null;
    if (!Array.isArray(types) || !types.every(isType)) return null;
    if (vividness !== null && !isVividness(vividness)) return null;
    if (dreamDate !== null && !isText(dreamDate)) return null;
    if (typeof notRemembered !== "boolean") return null;
    return { title, content, tags, types, vividness, dreamDate: dreamDate || null, notRemembered };
  } catch {
    return null;
  }
}

/** Keeps the card's values; an empty card removes the draft. Storage the browser refuses (private mode) keeps nothing. */
export function writeDraft(userId: string, values: FormValues): void {
  try {
    if (isEmptyDraft(values)) {
      localStorage.removeItem(draftKey(userId));
      return;
    }
    const draft: DreamDraft = {
      title: values.title ?? "",
      content: values.content ?? "",
      tags: (values.tags ?? []).filter(isText),
      types: (values.types ?? []).filter(isType),
      vividness: values.vividness ?? null,
      dreamDate: values.dreamDate || null,
      notRemembered: values.notRemembered ?? false,
    };
    localStorage.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // Nothing to do: the form still holds the text for this visit.
  }
}

/** Forgets the user's draft (the dream saved or discarded, or the account deleted). */
export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Storage unavailable: there is no draft to forget.
  }
}
