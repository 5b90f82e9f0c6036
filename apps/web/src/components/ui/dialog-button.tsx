import { type ReactNode, type RefObject, Suspense, useRef, useState } from "react";
import { Button, type ButtonProps } from "./button";

/** What a dialog opened by `DialogButton` is given: it is open as it is shown, and says when it has closed. */
export interface ShownDialog {
  opener: RefObject<HTMLButtonElement | null>;
  onClosed: () => void;
}

/**
 * A button that opens a dialog fetched when it is first wanted or pointed at, not with the page
 * (docs/decisions/048-each-page-loads-what-it-shows.md): `preload` is the dialog's
 * `onFirstUse(…).preload`, `dialog` renders its `Component` with the `ShownDialog` it is given.
 */
export function DialogButton({
  preload,
  dialog,
  ...button
}: Omit<ButtonProps, "ref" | "onClick" | "asChild"> & {
  preload: () => void;
  dialog: (shown: ShownDialog) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        {...button}
        ref={opener}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      />
      {open && <Suspense fallback={null}>{dialog({ opener, onClosed: () => setOpen(false) })}</Suspense>}
    </>
  );
}

/**
 * The props of a dialog opened by `DialogButton`, for its `Dialog` (`root`) and `DialogContent`
 * (`content`): open until closed, then the focus goes back to the button that opened it.
 */
export function useShownDialog({ opener, onClosed }: ShownDialog) {
  const [open, setOpen] = useState(true);
  return {
    root: {
      open,
      onOpenChange: (next: boolean) => {
        setOpen(next);
        if (!next) onClosed();
      },
    },
    content: {
      onCloseAutoFocus: (event: Event) => {
        event.preventDefault();
        opener.current?.focus();
      },
    },
  };
}
