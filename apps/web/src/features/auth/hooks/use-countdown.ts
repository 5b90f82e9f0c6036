import { useEffect, useState } from "react";

/** Counts down once a second from `from` to 0, then calls `onDone`. */
export function useCountdown(from: number, onDone: () => void) {
  const [seconds, setSeconds] = useState(from);
  useEffect(() => {
    if (seconds <= 0) {
      onDone();
      return;
    }
    const timer = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds, onDone]);
  return seconds;
}
