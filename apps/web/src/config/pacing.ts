/**
 * The chats' pacing: the bot waits a second before each follow-up line (docs/product.md,
 * 'My Dreams'), so a reply reads as a turn of the conversation rather than a burst. A build with
 * `VITE_PACING=fast` (an end-to-end build may be) skips the waits that only this pacing needs.
 */
const PRODUCT = { botReplyMs: 1000 } as const;
const FAST = { botReplyMs: 0 } as const;

export const PACING: { readonly botReplyMs: number } =
  import.meta.env.VITE_PACING === "fast" ? FAST : PRODUCT;
