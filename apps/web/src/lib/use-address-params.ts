import { useCallback } from "react";
import { useSearchParams } from "react-router";

export type AddressChanges = Record<string, string | undefined>;

/**
 * The page address's query parameters, and a change of some of them in place (a replace, not a new
 * history entry; an empty value removes the parameter). A change starts from the address as it is
 * now, not as the last render saw it: the router renders an address change in a transition, so two
 * changes before the next render (a search cleared, then a family chosen) must both stick. The page
 * keeps its scroll: the router's scroll restoration would otherwise take the user to the top.
 */
export function useAddressParams(): [URLSearchParams, (changes: AddressChanges) => void] {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: AddressChanges) => {
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(changes)) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      setParams(next, { replace: true, preventScrollReset: true });
    },
    [setParams],
  );
  return [params, change];
}
