import { useEffect, useRef } from "react";
import { DREAM_TO_INTERPRET_KEY, takeHandedDream } from "@/lib/dream-hand-off";

/**
 * A dream id handed over in browser storage (src/lib/dream-hand-off.ts) is picked up on load and
 * on a `storage` event (another tab set it), removed, and handed to `onDream`.
 */
export function useDreamHandOff(onDream: (dreamId: string) => void): void {
  const latest = useRef(onDream);
  latest.current = onDream;
  useEffect(() => {
    const pickUp = () => {
      const id = takeHandedDream();
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
