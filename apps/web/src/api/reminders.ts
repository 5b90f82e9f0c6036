import type { PushSubscriptionInput, ReminderSettings } from "@somnia/shared/reminders";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, read } from "./client";

export const reminderKeys = { all: ["reminders"] as const };

/** GET /api/reminders: 'Remind me to write down my dreams', the next time, and the server's push key. */
export const remindersQueryOptions = () =>
  queryOptions({ queryKey: reminderKeys.all, queryFn: () => read(api.reminders.$get()) });

export function useReminders() {
  return useQuery(remindersQueryOptions());
}

/** PUT /api/reminders: saves the settings; the answer is the new state. */
export function useSaveReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (json: ReminderSettings) => read(api.reminders.$put({ json })),
    onSuccess: (data) => queryClient.setQueryData(reminderKeys.all, data),
  });
}

/** PUT / DELETE /api/reminders/push: this browser's notification subscription. */
export function usePushSubscription() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: reminderKeys.all });
  const subscribe = useMutation({
    mutationFn: (json: PushSubscriptionInput) => read(api.reminders.push.$put({ json })),
    onSettled: refresh,
  });
  const unsubscribe = useMutation({
    mutationFn: (endpoint: string) => read(api.reminders.push.$delete({ json: { endpoint } })),
    onSettled: refresh,
  });
  return { subscribe, unsubscribe };
}

/** POST /api/reminders/unsubscribe: an e-mail's link, no session needed. */
export function useUnsubscribeReminders() {
  return useMutation({
    mutationFn: (token: string) => read(api.reminders.unsubscribe.$post({ json: { token } })),
  });
}
