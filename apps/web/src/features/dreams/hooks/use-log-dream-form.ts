import { useCallback, useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { today, toIsoDate } from "@/lib/dates";
import { clearDraft, type DreamDraft, isEmptyDraft, readDraft, writeDraft } from "@/lib/dream-draft";
import { useSession } from "@/lib/session";
import type { DreamFormValues } from "../utils/dream-form-schemas";
import { useContentDictation } from "./use-dictation";

const loadCheck = () => import("../utils/dream-form-resolver");

/**
 * The form's check (../utils/dream-form-resolver.ts), fetched when the card is first used (the
 * card is in My Dreams' first load, zod and the API's schemas are not). Should it never have come
 * (offline all along), the dream goes to the server unchecked, which checks it, or keeps it as a
 * draft when it cannot be reached.
 */
const resolver: Resolver<DreamFormValues> = async (...args) => {
  const check = await loadCheck().catch(() => null);
  return check ? check.dreamFormResolver(...args) : { values: args[0], errors: {} };
};

/** Starts fetching the form's check: the card calls it when it first takes the focus. */
export function preloadDreamFormCheck(): void {
  void loadCheck().catch(() => {
    // Offline: the submit tries again.
  });
}

const todayIso = () => toIsoDate(today());

const emptyForm = (): DreamFormValues => ({
  title: "",
  content: "",
  dreamDate: todayIso(),
  tags: [],
  types: [],
  vividness: null,
});

/** What the card holds besides the form's values: whether the user chose the date, and an unsaved "I don't remember". */
type CardState = { dateChosen: boolean; notRemembered: boolean };
const freshState = (): CardState => ({ dateChosen: false, notRemembered: false });

function restore(draft: DreamDraft): { values: DreamFormValues; state: CardState } {
  const { dreamDate, notRemembered, ...rest } = draft;
  const dateChosen = dreamDate !== null && dreamDate !== todayIso();
  return {
    values: { ...rest, dreamDate: dateChosen ? dreamDate : todayIso() },
    state: { dateChosen, notRemembered },
  };
}

/**
 * The Log Dream card's form, never losing what is typed (docs/product.md, 'Dream drafts'): it opens
 * on the signed-in user's draft (src/lib/dream-draft.ts) and keeps every change there. The card is
 * dated today unless the user chose a date for this dream. `draftShown` is true while the card holds
 * a draft that came back: restored after a reload, or left by a save that did not go through. The
 * text can be dictated (./use-dictation.ts): the dictated words are form values like typed ones.
 */
export function useLogDreamForm() {
  const userId = useSession().data?.user.id;
  const [restored] = useState(() => {
    const draft = userId ? readDraft(userId) : null;
    return draft ? restore(draft) : null;
  });
  const state = useRef<CardState>(restored?.state ?? freshState());
  const [draftShown, setDraftShown] = useState(restored !== null);
  const [notRemembered, setNotRemembered] = useState(state.current.notRemembered);
  const form = useForm<DreamFormValues>({
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: restored?.values ?? emptyForm(),
  });

  const keep = useCallback(
    (values: Partial<DreamFormValues>) => {
      const card = {
        ...values,
        ...state.current,
        dreamDate: state.current.dateChosen ? values.dreamDate : null,
      };
      if (isEmptyDraft(card)) setDraftShown(false);
      if (userId) writeDraft(userId, card);
    },
    [userId],
  );
  useEffect(() => {
    const subscription = form.watch((values) => keep(values as Partial<DreamFormValues>));
    return () => subscription.unsubscribe();
  }, [form, keep]);

  /** Back to today when the date was not chosen: a card left open overnight is not dated yesterday. */
  const refreshDate = useCallback(() => {
    if (!state.current.dateChosen && form.getValues("dreamDate") !== todayIso())
      form.setValue("dreamDate", todayIso());
  }, [form]);
  useEffect(() => {
    document.addEventListener("visibilitychange", refreshDate);
    return () => document.removeEventListener("visibilitychange", refreshDate);
  }, [refreshDate]);

  const { dictation, contentField } = useContentDictation(form);

  /** The date picker's choice: a day other than today is this dream's date until it is saved. */
  const chooseDate = (date: string) => {
    state.current.dateChosen = date !== todayIso();
    form.setValue("dreamDate", date, { shouldValidate: form.formState.isSubmitted });
  };
  const markNotRemembered = (pending: boolean) => {
    state.current.notRemembered = pending;
    setNotRemembered(pending);
    keep(form.getValues());
  };
  /** Empties the card, dated today, and forgets the draft: after a save, or 'Discard draft'. */
  const reset = () => {
    dictation.cancel();
    state.current = freshState();
    setNotRemembered(false);
    form.reset(emptyForm());
    if (userId) clearDraft(userId);
    setDraftShown(false);
  };
  /** After an "I don't remember" is saved: the card goes back to today; what else it holds stays. */
  const afterNotRemembered = () => {
    state.current = freshState();
    setNotRemembered(false);
    form.setValue("dreamDate", todayIso());
  };
  /** A save that did not go through leaves the card's values as a draft, marked as one. */
  const keptAsDraft = () => {
    if (!isEmptyDraft({ ...form.getValues(), notRemembered: state.current.notRemembered }))
      setDraftShown(true);
  };

  return {
    form,
    contentField,
    dictation,
    chooseDate,
    refreshDate,
    notRemembered,
    markNotRemembered,
    draftShown,
    reset,
    afterNotRemembered,
    keptAsDraft,
  };
}
