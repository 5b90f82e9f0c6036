/** What a chat calls things: each chat (the analyzer, the interpreter) supplies its own words. */
export type ChatWording = {
  /** The conversation's name for screen readers: 'Conversation with the dream analyzer'. */
  log: string;
  /** Who the bot is, before each of its lines for screen readers: 'Analyzer'. */
  bot: string;
  /** The typing indicator's name: 'The analyzer is typing'. */
  typing: string;
  /** Shown while there is no message at all. */
  empty?: string;
  /** The message box's label. */
  input: string;
  placeholder: string;
  send: string;
};
