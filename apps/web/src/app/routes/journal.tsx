import type { Dream } from "@somnia/shared/dreams";
import { useCallback, useState } from "react";
import { DreamCalendar } from "@/features/calendar/components/dream-calendar";
import { ChosenDreamCard } from "@/features/dreams/components/chosen-dream-card";
import { type JournalTab, MyDreams } from "@/features/dreams/components/my-dreams";
import { DreamInterpreter } from "@/features/interpreter/components/dream-interpreter";
import { ProfileView } from "@/features/profile/components/profile-view";

/** Spec §3 browser storage: the dream being analysed survives a reload. */
const CURRENT_DREAM_KEY = "currentDreamId";

function readCurrentDreamId(): string | null {
  try {
    return localStorage.getItem(CURRENT_DREAM_KEY);
  } catch {
    return null;
  }
}

/** The current dream: chosen by saving or by 'Analyze', shared by the analyzer tab. */
function useCurrentDream() {
  const [currentDreamId, setCurrentDreamId] = useState(readCurrentDreamId);
  const chooseDream = useCallback((id: string) => {
    setCurrentDreamId(id);
    try {
      localStorage.setItem(CURRENT_DREAM_KEY, id);
    } catch {
      // Storage may be unavailable (private mode); the choice still holds for this visit.
    }
  }, []);
  return { currentDreamId, chooseDream };
}

export function DreamsRoute() {
  const { currentDreamId, chooseDream } = useCurrentDream();
  const [tab, setTab] = useState<JournalTab>("log");
  const onChooseDream = (dream: Dream) => {
    chooseDream(dream.id);
    setTab("analyzer");
  };
  return (
    <MyDreams
      tab={tab}
      onTabChange={setTab}
      onChooseDream={onChooseDream}
      analyzer={<ChosenDreamCard dreamId={currentDreamId} />}
    />
  );
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
