import { dreamsQueryOptions } from "@/api/dreams";
import { meQueryOptions } from "@/api/me";
import { paths } from "@/config/paths";
import { chipFiltersOf } from "@/features/dreams/hooks/use-chip-filters";
import { queryClient } from "@/lib/query-client";

/**
 * What the first signed-in page asks the server for, asked at start beside its modules (./router.tsx)
 * instead of once the session is known and the page has rendered: the profile every page checks
 * (./require-onboarded.tsx), and on My Dreams the journal's first page as the list opens (no search,
 * the address's filters). Signed out, the answers are 401s that nothing shows; the session sends
 * the page to /auth.
 */
export function prefetchFirstData({ pathname, search }: Location): void {
  void queryClient.prefetchQuery(meQueryOptions());
  if (pathname === paths.home)
    void queryClient.prefetchInfiniteQuery(
      dreamsQueryOptions({ q: "", ...chipFiltersOf(new URLSearchParams(search)) }),
    );
}
