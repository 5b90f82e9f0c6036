/** Every user-visible string of the calendar page (spec §2 'Calendar'). */
export const CALENDAR_STRINGS = {
  title: "Dream Calendar",
  subtitle: "Track your dream journey over time",
  calendarLabel: "Dream calendar",
  legendDream: "Day with recorded dream",
  legendNotRemembered: 'Day marked "I don\'t remember"',
  viewAllDreams: "View all dreams",
  streakTitle: "Current Streak",
  streakDescription: "Consecutive days with a dream",
  statsTitle: (monthLabel: string) => `${monthLabel} Stats`,
  dreamsRecorded: "Dreams recorded",
  daysWithDream: "Days with a dream",
  viewYearlySummary: "View yearly summary",
  loadError: "Could not load your calendar",
  tryAgain: "Try again",
  dayDreamsTitle: (dayLabel: string) => `Dreams on ${dayLabel}`,
  dayEmpty: "No dreams recorded on this day.",
  untitled: "(Untitled)",
  notRemembered: "I don't remember",
  openDream: "Open",
  pickDay: "Pick a day on the calendar to see its dreams.",
  yearTitle: (year: number) => `${year} in dreams`,
  yearDescription: "Dreams per month, your longest streak and favourite tags this year.",
  yearChartLabel: (year: number) => `Dreams per month in ${year}`,
  yearMonth: "Month",
  yearDreams: "Dreams",
  yearTotal: "Dreams this year",
  yearLongestStreak: "Longest streak",
  yearTopTags: "Top tags",
  yearNoTags: "No tags yet",
  previousYear: "Previous year",
  nextYear: "Next year",
  showTable: "Show as table",
  showChart: "Show as chart",
} as const;

export function daysLabel(n: number): string {
  return `${n} ${n === 1 ? "day" : "days"}`;
}

export function dreamsLabel(n: number): string {
  return `${n} ${n === 1 ? "dream" : "dreams"}`;
}
