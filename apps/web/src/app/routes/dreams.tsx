import type { Dream } from "@somnia/shared/dreams";
import { useQueryClient } from "@tanstack/react-query";
import { Suspense, useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { dreamKeys } from "@/api/dreams";
import { Spinner } from "@/components/ui/spinner";
import { LOG_DREAM_PARAM } from "@/config/paths";
import type { StartRequest } from "@/features/analyzer/components/dream-analyzer";
import { type JournalTab, MyDreams } from "@/features/dreams/components/my-dreams";
import { t } from "@/lib/i18n/translate";
import { onFirstUse } from "@/lib/on-first-use";

/** The analyzer tab's content, fetched when the tab is first shown: My Dreams opens on Log Dream. */
const analyzerTab = onFirstUse(
  () => import("@/features/analyzer/components/dream-analyzer"),
  (m) => m.DreamAnalyzer,
);

/** Browser storage (docs/product.md): the dream being analysed survives a reload. */
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

/** A dream chosen from the Log Dream tab moments after it was created was just saved (docs/product.md). */
const JUST_SAVED_MS = 60_000;
const startTrigger = (dream: Dream, tab: JournalTab): StartRequest["trigger"] =>
  tab === "log" && Date.now() - Date.parse(dream.createdAt) < JUST_SAVED_MS ? "save" : "analyze";

export function DreamsRoute() {
  const { currentDreamId, chooseDream } = useCurrentDream();
  const [tab, setTab] = useState<JournalTab>("log");
  // Set by a save or 'Analyze' (the analysis starts); cleared when the tab is left, so a return resumes.
  const [startRequest, setStartRequest] = useState<StartRequest | null>(null);
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  // The Log Dream card's text takes the focus: from `/?log=1` (a reminder's link, 'Skip to today's
  // dream'; docs/product.md), or when the empty journal or analyzer asks for it; a tab chosen by
  // hand clears the request.
  const [focusRequest, setFocusRequest] = useState(0);
  const startLogging = useCallback(() => {
    setTab("log");
    setStartRequest(null);
    setFocusRequest((request) => request + 1);
  }, []);
  useEffect(() => {
    if (!searchParams.has(LOG_DREAM_PARAM)) return;
    startLogging();
    setSearchParams(
      (params) => {
        params.delete(LOG_DREAM_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams, startLogging]);
  const closeLinkedDream = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete("dream");
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const changeTab = (next: JournalTab) => {
    setTab(next);
    setFocusRequest(0);
    if (next !== "analyzer") setStartRequest(null);
  };
  const onChooseDream = (dream: Dream) => {
    chooseDream(dream.id);
    setStartRequest({ id: Date.now(), trigger: startTrigger(dream, tab), dreamContent: dream.content });
    setTab("analyzer");
  };
  return (
    <MyDreams
      tab={tab}
      onTabChange={changeTab}
      onChooseDream={onChooseDream}
      focusRequest={focusRequest}
      onStartLogging={startLogging}
      linkedDreamId={searchParams.get("dream")}
      onLinkedDreamClosed={closeLinkedDream}
      analyzer={
        <Suspense
          fallback={
            <div className="flex justify-center py-10">
              <Spinner label={t("common.loading")} />
            </div>
          }
        >
          <analyzerTab.Component
            dreamId={currentDreamId}
            startRequest={startRequest}
            onSkipped={() => changeTab("log")}
            onLogDream={startLogging}
            onCompleted={() => void queryClient.invalidateQueries({ queryKey: dreamKeys.all })}
          />
        </Suspense>
      }
    />
  );
}
