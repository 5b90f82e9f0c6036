import { type RefObject, useRef } from "react";

/**
 * The focus handling of a Radix popover anchored to a button that is not its trigger (the button
 * renders at once; the popover is fetched when first opened). A press on the button is left to the
 * button, which toggles the popover; on closing, the button gets the focus back, unless the person
 * moved on by clicking or tabbing elsewhere, or the focus is already somewhere (Radix hands it back
 * a moment after the popover has gone, when another may have opened). Spread on `Popover.Content`.
 */
export function useAnchoredPopover(anchor: RefObject<HTMLElement | null>) {
  const movedOn = useRef(false);
  return {
    onInteractOutside(event: Event) {
      if (anchor.current?.contains(event.target as Node)) event.preventDefault();
      else movedOn.current = true;
    },
    onCloseAutoFocus(event: Event) {
      event.preventDefault();
      const lost = !document.activeElement || document.activeElement === document.body;
      if (!movedOn.current && lost) anchor.current?.focus();
      movedOn.current = false;
    },
  };
}
