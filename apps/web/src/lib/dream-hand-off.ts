/** Browser storage (docs/product.md): a page hands a dream to the interpreter under this key. */
export const DREAM_TO_INTERPRET_KEY = "dreamToInterpret";

/** Leaves the dream for the Interpreter page, which picks it up as it opens (or from another tab). */
export function handDreamToInterpreter(dreamId: string): void {
  try {
    localStorage.setItem(DREAM_TO_INTERPRET_KEY, dreamId);
  } catch {
    // Storage unavailable (private mode): the Interpreter page opens without the dream.
  }
}

/** The dream handed over, taken out of storage; null when there is none. */
export function takeHandedDream(): string | null {
  try {
    const id = localStorage.getItem(DREAM_TO_INTERPRET_KEY);
    if (id) localStorage.removeItem(DREAM_TO_INTERPRET_KEY);
    return id?.trim() || null;
  } catch {
    return null; // Storage unavailable (private mode): nothing was handed over.
  }
}
