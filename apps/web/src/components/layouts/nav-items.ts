import { BookA, BookOpen, CalendarDays, Sparkles, UserRound } from "lucide-react";
import { paths } from "@/config/paths";
import type { MessageId } from "@/lib/i18n/message-id";

export type NavItem = { to: string; labelId: MessageId; icon: typeof BookOpen };

/** The signed-in pages' links. The phone's bottom bar shows the first four and offers the rest in a menu. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.home, labelId: "common.nav.myDreams", icon: BookOpen },
  { to: paths.calendar, labelId: "common.nav.calendar", icon: CalendarDays },
  { to: paths.interpreter, labelId: "common.nav.interpreter", icon: Sparkles },
  { to: paths.symbols, labelId: "common.nav.dictionary", icon: BookA },
  { to: paths.profile, labelId: "common.nav.profile", icon: UserRound },
];

/** How many of NAV_ITEMS the phone's bottom bar shows as links. */
export const BOTTOM_BAR_LINKS = 4;
