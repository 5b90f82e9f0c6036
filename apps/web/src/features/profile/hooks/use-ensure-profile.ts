import { useEffect } from "react";
import { useCreateMe, useMe } from "@/api/me";
import { isApiError } from "@/lib/api-client";

/**
 * Loads the profile and creates it when the server answers PROFILE_NOT_FOUND.
 * `error` is set when either step failed (a 401 is handled by the API client).
 */
export function useEnsureProfile() {
  const me = useMe();
  const create = useCreateMe();
  const missing = isApiError(me.error, "PROFILE_NOT_FOUND");
  const { mutate, isIdle } = create;

  useEffect(() => {
    if (missing && isIdle) mutate();
  }, [missing, isIdle, mutate]);

  const profile = me.data ?? create.data;
  const error = create.error ?? (missing ? null : me.error);
  return { profile, error, createFailed: Boolean(create.error) };
}
