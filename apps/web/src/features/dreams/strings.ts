export const DREAMS_STRINGS = {
  title: "My Dreams",
  logTab: "Log Dream",
  analyzerTab: "Dream Analyzer",
  logCardTitle: "Record Today's Dream",
  logCardSubtitle: "Write down your dream before you forget the details",
  analyzerCardTitle: "Dream Analyzer",
} as const;
