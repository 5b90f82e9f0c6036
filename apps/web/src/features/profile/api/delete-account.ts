import type { DeleteAccountInput } from "@somnia/shared/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** DELETE /api/me: deletes the account and every row of the user; the server ends the session. */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api.delete<void>("/api/me", input);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteAccount, onSuccess: () => queryClient.clear() });
}
