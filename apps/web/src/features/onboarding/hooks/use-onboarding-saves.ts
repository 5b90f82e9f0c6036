import { type Gender, personalInfoSentence } from "@somnia/shared/onboarding";
import { useSaveMemory } from "@/api/memory";
import { t } from "@/lib/i18n/translate";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/utils";

/** Step 2 saves the personal sentence (failures only logged); step 3 saves recurring dreams, and says so. */
export function useOnboardingSaves() {
  const personal = useSaveMemory();
  const recurring = useSaveMemory();

  function savePersonal(gender: Gender, birthYear: number) {
    personal.mutate(
      { infoType: "personal", content: personalInfoSentence(gender, birthYear) },
      { onError: (error) => console.error("Saving personal information failed", error) },
    );
  }

  function saveRecurring(content: string, onSaved: () => void) {
    recurring.mutate(
      { infoType: "recurring_dreams", content },
      {
        onSuccess: () => {
          toast.success(t("onboarding.recurringSaved"));
          onSaved();
        },
        onError: (error) => {
          console.error("Saving recurring dreams failed", error);
          toast.error(t("onboarding.saveFailed"), { description: errorMessage(error) });
        },
      },
    );
  }

  return { savePersonal, saveRecurring, savingRecurring: recurring.isPending };
}
