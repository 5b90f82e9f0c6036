/**
 * The dream being written in the Log Dream card, kept in this browser's localStorage until it is
 * saved (docs/product.md, 'Dream drafts'): one draft per signed-in user, written on every change,
 * so a reload, a crash or a lost connection loses nothing. Nothing here is sent to the server.
 */

/** What the Log Dream card holds (src/features/dreams/utils/dream-form-schemas.ts). */
export type DreamDraft = { title: string; content: string; dreamDate: string; tags: string[] };

/** The values as a form reports them while they change: any field may be missing. */
type FormValues = { title?: string; content?: string; dreamDate?: string; tags?: (string | undefined)[] };

const KEY_PREFIX = "somnia.dreamDraft.";
const draftKey = (userId: string) => `${KEY_PREFIX}${userId}`;

/** True when there is nothing worth keeping: no title, no text and no tags (the date alone is not a draft). */
function isEmptyDraft(values: FormValues): boolean {
  return !values.title?.trim() && !values.content?.trim() && (values.tags?.length ?? 0) === 0;
}

const isText = (value: unknown): value is string => typeof value === "string";

/** The stored draft, or null when there is none or it is not a draft (edited by hand, another version). */
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
    const { title, content, dreamDate, tags } = value;
    if (!isText(title) || !isText(content) || !isText(dreamDate)) return null;
    if (!Array.isArray(tags) || !tags.every(isText)) return null;
    return { title, content, dreamDate, tags };
  } catch {
    return null;
  }
}

/** Keeps the form's values; an empty form removes the draft. Storage the browser refuses (private mode) keeps nothing. */
export function writeDraft(userId: string, values: FormValues): void {
  try {
    if (isEmptyDraft(values)) {
      localStorage.removeItem(draftKey(userId));
    } else {
      const { title = "", content = "", dreamDate = "", tags = [] } = values;
      const draft = { title, content, dreamDate, tags: tags.filter(isText) };
      localStorage.setItem(draftKey(userId), JSON.stringify(draft));
    }
  } catch {
    // Nothing to do: the form still holds the text for this visit.
  }
}

/** Forgets the user's draft (the dream saved, or the account deleted). */
export function clearDraft(userId: string): void {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Storage unavailable: there is no draft to forget.
  }
}
