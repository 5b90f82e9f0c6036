import { DreamCalendar } from "@/features/calendar/components/dream-calendar";

export function CalendarRoute() {
  return <DreamCalendar />;
}
