import { useEffect, useRef } from "react";

/** Browser storage (docs/product.md): another page hands a dream to the interpreter under this key. */
export const DREAM_TO_INTERPRET_KEY = "dreamToInterpret";

function take(): string | null {
  try {
    const id = localStorage.getItem(DREAM_TO_INTERPRET_KEY);
    if (id) localStorage.removeItem(DREAM_TO_INTERPRET_KEY);
    return id?.trim() || null;
  } catch {
    return null; // Storage unavailable (private mode): nothing was handed over.
  }
}

/**
 * A dream id under `dreamToInterpret` is picked up on load and on a
 * `storage` event (another tab set it), removed, and handed to `onDream`.
 */
export function useDreamHandOff(onDream: (dreamId: string) => void): void {
  const latest = useRef(onDream);
  latest.current = onDream;
  useEffect(() => {
    const pickUp = () => {
      const id = take();
      if (id) latest.current(id);
    };
    pickUp();
    const onStorage = (event: StorageEvent) => {
      if (event.key === DREAM_TO_INTERPRET_KEY && event.newValue) pickUp();
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);
}
