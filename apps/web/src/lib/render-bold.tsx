import type { ReactNode } from "react";

export type TextSegment = { text: string; bold: boolean };

/** `**…**` on one line, not empty, without a `**` inside. */
const BOLD = /\*\*([^*\n](?:[^*\n]|\*(?!\*))*?)\*\*/g;

/**
 * Splits model text on the only markup Somnia renders (decision 018): `**bold**`. Anything
 * else — HTML, links, images, other markdown, a lone or unclosed `**` — stays literal text.
 */
export function splitBold(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(BOLD)) {
    const start = match.index;
    if (start > last) segments.push({ text: text.slice(last, start), bold: false });
    segments.push({ text: match[1] ?? "", bold: true });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), bold: false });
  return segments;
}

/** React nodes for `text`: `**bold**` as <strong>, everything else as plain text that React escapes. */
export function renderBold(text: string): ReactNode[] {
  return splitBold(text).map((segment, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the segments of one text never reorder.
    segment.bold ? <strong key={index}>{segment.text}</strong> : segment.text,
  );
}

/** Model text as paragraphs (split on blank lines), empty ones dropped. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
