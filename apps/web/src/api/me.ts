import type { DeleteAccountInput } from "@somnia/shared/account";
import type { Locale } from "@somnia/shared/locales";
import type { UpdateProfileInput } from "@somnia/shared/profile";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { wantedLocale } from "@/lib/i18n/catalogues";
import { switchLocale } from "@/lib/i18n/choose-locale";
import { forgetUserData, useSession } from "@/lib/session";
import { api, read } from "./client";

export const meKeys = { all: ["me"] as const };

/** GET /api/me: the profile with this month's usage, or ApiError PROFILE_NOT_FOUND (404) before it is created. */
export const getMe = () => read(api.me.$get());

export const meQueryOptions = () => queryOptions({ queryKey: meKeys.all, queryFn: getMe });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** POST /api/me: creates the profile if missing (201), or answers the existing one (200). */
export function useCreateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => read(api.me.$post()),
    onSuccess: (profile) => queryClient.setQueryData(meKeys.all, profile),
  });
}

/** PATCH /api/me: the profile's own fields (never the membership). */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => read(api.me.$patch({ json: input })),
    onSuccess: (profile) => queryClient.setQueryData(meKeys.all, profile),
  });
}

/** DELETE /api/me: the account and every row of the user; the server ends the session. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => read(api.me.$delete({ json: input })),
    onSuccess: forgetUserData,
  });
}

/**
 * The signed-in account's language: a device that opens in another one switches to it (the
 * language chosen last, on any device, is the account's); returns how the footer's menu keeps a
 * new choice on the account. An account that never chose follows each browser.
 */
export function useAccountLocale(): (locale: Locale) => Promise<unknown> {
  const { data: session } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions(), enabled: Boolean(session) });
  const update = useUpdateMe();
  const saved = me?.locale;
  useEffect(() => {
    // Compared with the language this page asked for, not the one it could load: a language that
    // cannot be fetched (offline) must not reload the page again and again.
    if (saved && saved !== wantedLocale) switchLocale(saved);
  }, [saved]);
  return (locale) => update.mutateAsync({ locale });
}
