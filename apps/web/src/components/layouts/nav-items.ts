import { BookOpen, CalendarDays, Sparkles, UserRound } from "lucide-react";
import { paths } from "@/config/paths";

export const NAV_ITEMS = [
  { to: paths.home, label: "My Dreams", icon: BookOpen },
  { to: paths.calendar, label: "Calendar", icon: CalendarDays },
  { to: paths.interpreter, label: "Interpreter", icon: Sparkles },
  { to: paths.profile, label: "Profile", icon: UserRound },
] as const;
