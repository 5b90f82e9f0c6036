import { X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import { Chip, ChipButton, ChipLink, type ChipTone } from "@/components/ui/chip";
import { AddDetectionMenu, type AddOption } from "./add-detection-menu";

export type ChipItem = {
  key: string;
  /** A symbol's label (data, marked as content) or an emotion's name in the reader's language. */
  label: string;
  /** The chip's accessible name, e.g. 'fear — felt by you'. */
  name: string;
  /** Shown as a tooltip and read as the chip's description: the dream's words, or 'Added by you'. */
  description: string;
  tone: ChipTone;
  /** Small text after the label (who felt it, when not the dreamer). */
  aside?: string;
  /** Where the label leads (a symbol's dictionary entry), and the link's name. */
  link?: { href: string; name: string };
  removeLabel: string;
};

type DetectionRowProps = {
  title: string;
  emptyText: string;
  addLabel: string;
  items: readonly ChipItem[];
  options: readonly AddOption[];
  onRemove: (key: string) => void;
  onAdd: (key: string) => void;
  /** Small text under the chips (the dream's words behind them). */
  note?: ReactNode;
};

/** One titled row of removable chips and its 'Add' menu; after a removal the focus stays in the row. */
export function DetectionRow({
  title,
  emptyText,
  addLabel,
  items,
  options,
  onRemove,
  onAdd,
  note,
}: DetectionRowProps) {
  const titleId = useId();
  const row = useRef<HTMLDivElement>(null);
  const refocusAfter = useRef<{ key: string; index: number } | null>(null);

  // Once the removed chip is gone, focus the next chip's button (or the last one's, or 'Add').
  useEffect(() => {
    const removed = refocusAfter.current;
    if (!removed || items.some((item) => item.key === removed.key)) return;
    refocusAfter.current = null;
    const buttons = row.current?.querySelectorAll<HTMLElement>("[data-chip-remove]") ?? [];
    const next = buttons[Math.min(removed.index, buttons.length - 1)];
    (next ?? row.current?.querySelector<HTMLElement>("[data-chip-add]"))?.focus();
  }, [items]);

  return (
    <div ref={row} className="grid gap-2">
      <h3 id={titleId} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h3>
      <div className="flex flex-wrap items-center gap-2">
        {items.length === 0 ? (
          <p className="text-base text-muted-foreground">{emptyText}</p>
        ) : (
          <ul aria-labelledby={titleId} className="flex flex-wrap gap-2">
            {items.map((item, index) => (
              <Chip key={item.key} tone={item.tone} aria-label={item.name} title={item.description}>
                {item.link ? (
                  <ChipLink href={item.link.href} aria-label={item.link.name} data-user-content>
                    {item.label}
                  </ChipLink>
                ) : (
                  <span>{item.label}</span>
                )}
                {item.aside && <span className="text-sm">· {item.aside}</span>}
                <ChipButton
                  aria-label={item.removeLabel}
                  data-chip-remove
                  onClick={() => {
                    refocusAfter.current = { key: item.key, index };
                    onRemove(item.key);
                  }}
                >
                  <X aria-hidden="true" />
                </ChipButton>
              </Chip>
            ))}
          </ul>
        )}
        <AddDetectionMenu label={addLabel} options={options} onAdd={onAdd} />
      </div>
      {note}
    </div>
  );
}
