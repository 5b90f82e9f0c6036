import { DreamCalendar } from "@/features/calendar/components/dream-calendar";
import { MyDreams } from "@/features/dreams/components/my-dreams";
import { DreamInterpreter } from "@/features/interpreter/components/dream-interpreter";
import { ProfileView } from "@/features/profile/components/profile-view";

export function DreamsRoute() {
  return <MyDreams />;
}

export function CalendarRoute() {
  return <DreamCalendar />;
}

export function InterpreterRoute() {
  return <DreamInterpreter />;
}

export function ProfileRoute() {
  return <ProfileView />;
}
