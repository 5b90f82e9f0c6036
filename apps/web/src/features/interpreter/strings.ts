import {
  INTERPRETER_CANNED_REPLIES,
  INTERPRETER_CLOSING,
  INTERPRETER_MESSAGES as M,
} from "@somnia/shared/interpretation";

/** Spec §8 writes some toasts as 'Title: description'; this splits them for sonner. */
function titled(message: string): { title: string; description: string } {
  const [title = message, ...rest] = message.split(": ");
  return { title, description: rest.join(": ") };
}

/**
 * Every user-visible string of the Dream Interpreter page (spec §2 'Interpreter'). The spec's own
 * wording comes from packages/shared (INTERPRETER_MESSAGES, shared with the server); the rest is ours.
 */
export const INTERPRETER_STRINGS = {
  title: M.heading,
  explanation:
    "Interpretations grow more accurate the more dreams you analyze and the more additional info and recurring dreams you share.",
  talk: "Talk to the Interpreter",

  dreamsTab: M.dreamsTab,
  interpretationTab: M.interpretationTab,
  colTitle: "Title",
  colDate: "Date",
  colAction: "Action",
  untitled: M.untitled,
  interpretThis: M.interpretAction,
  loadingDreams: M.loadingDreams,
  noDreams: M.noDreams,
  onlyAnalyzedNote: M.analysedOnlyNote,
  fetchDreamsFailed: "Failed to fetch your dreams",
  loadMore: "Load more",

  backToDreams: M.backToDreams,
  interpreting: M.interpreting,
  noInterpretation: M.noInterpretation,
  interpretAgain: "Interpret again",
  earlierReadings: "Readings of this dream",
  readingOf: (date: string) => `Reading of ${date}`,
  currentReading: "Interpretation",
  drewOn: M.sourcesHeading,
  drewOnEmpty: "This reading drew on the dream alone.",
  sourceDream: "An earlier dream",
  sourceAnswer: "Your answer",
  sharedSymbols: "Shared symbols:",

  successTitle: M.successTitle,
  successDescription: M.successDescription,
  errorTitle: M.errorTitle,
  interpretFailed: M.interpretFailed,

  memoryTitle: M.memoryHeading,
  memoryDescription:
    "The interpreter reads your dreams in the light of these notes. Edit or delete any of them; the next interpretation uses the change.",
  memoryLoading: "Loading what Somnia knows...",
  memoryEmpty: "Nothing yet. Analyze a dream, or add personal info and recurring dreams on your profile.",
  memoryLoadFailed: "Could not load your information",
  memorySaveFailed: "Could not save your information",
  memorySaved: "Your information has been saved",
  memoryDeleted: "The note has been deleted",
  infoTypeLabel: {
    personal: "Personal info",
    recurring_dreams: "Recurring dreams",
    distilled_info: "Distilled info",
  },
  edit: "Edit",
  save: "Save",
  cancel: "Cancel",
  delete: "Delete",
  deleteConfirmTitle: "Delete this note?",
  deleteConfirmDescription:
    "Somnia will no longer use it when interpreting your dreams. This cannot be undone.",
  contentLabel: "Content",
} as const;

/** The interpreter chat (spec §4 'Interpreter chat', §8 'Interpreter'). */
export const CHAT_STRINGS = {
  title: "Talk to the Interpreter",
  description: "Share a new dream or choose one of yours, then answer a few questions about it.",
  greeting: M.greeting,
  interpreting: M.interpreting,
  analyzed: M.analyzed,
  interpretedOk: M.interpretedBot,
  closing: INTERPRETER_CLOSING,
  generic: INTERPRETER_CANNED_REPLIES,
  placeholder: "Type your message...",
  send: "Send",
  messages: "Conversation with the interpreter",
  typing: "The interpreter is typing",
  you: "You",
  bot: "Interpreter",
  pasteLabel: "Share a new dream",
  pastePlaceholder: "Paste or type a new dream...",
  pasteButton: "Share this dream",
  pickLabel: "Or choose one of your dreams",
  pickPlaceholder: "Choose a dream",
  pickButton: "Interpret",
  startOver: "Start over",

  noDreamYet: M.addDreamFirst,
  unknownDream: M.dreamNotFound,
  notLoggedInInterpret: M.loginToInterpret,
  couldNotRetrieve: M.couldNotRetrieve,
  selectFirst: M.selectDreamFirst,
  sendFailed: M.sendFailed,
  connectFailed: M.connectFailed,
  answerMaybeLost: titled(M.answerMaybeNotSaved),
  answerFailed: titled(M.answerSaveFailed),
  botTechnical: M.botTechnicalIssue,
  botConnection: M.botConnectionError,
  botCouldNot: M.botCouldNotInterpret,
  botError: M.botEncounteredError,
} as const;
