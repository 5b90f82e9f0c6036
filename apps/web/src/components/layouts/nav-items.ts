import { BookOpen, CalendarDays, Sparkles, UserRound } from "lucide-react";
import { paths } from "@/config/paths";
import type { MessageId } from "@/lib/i18n/message-id";

export const NAV_ITEMS: readonly { to: string; labelId: MessageId; icon: typeof BookOpen }[] = [
  { to: paths.home, labelId: "common.nav.myDreams", icon: BookOpen },
  { to: paths.calendar, labelId: "common.nav.calendar", icon: CalendarDays },
  { to: paths.interpreter, labelId: "common.nav.interpreter", icon: Sparkles },
  { to: paths.profile, labelId: "common.nav.profile", icon: UserRound },
];
