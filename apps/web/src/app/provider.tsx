import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef } from "react";
import { i18n } from "@/lib/i18n/catalogues";
import { queryClient } from "@/lib/query-client";
import { forgetUserData, useSession } from "@/lib/session";

/** Forget every cached answer when the signed-in user changes (sign-out, another account). */
function ClearCacheOnUserChange() {
  const userId = useSession().data?.user.id ?? null;
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && previous.current !== userId) forgetUserData();
    previous.current = userId;
  }, [userId]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ClearCacheOnUserChange />
        {children}
      </QueryClientProvider>
    </I18nProvider>
  );
}
