import { PageHeader } from "@/components/layouts/page-header";

export const CALENDAR_STRINGS = {
  title: "Dream Calendar",
  subtitle: "Track your dream journey over time",
} as const;

export function DreamCalendar() {
  return (
    <>
      <PageHeader title={CALENDAR_STRINGS.title} description={CALENDAR_STRINGS.subtitle} />
      <p className="max-w-prose">
        Each day you log a dream is marked on the calendar. Logging every morning keeps your streak alive and
        shows how your dream life changes from month to month.
      </p>
    </>
  );
}
