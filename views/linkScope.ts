import { createContext, useContext } from "react";
import type { CarriedQuery } from "./pageContext.ts";

/**
 * What every link needs: the preview prefix and the carried query. Kept apart from the page
 * context so that islands, which hydrate without the whole page, can provide just this.
 */
export interface LinkScope {
  prefix: string;
  carried: CarriedQuery;
}

export const LinkScopeContext = createContext<LinkScope>({ prefix: "", carried: {} });

export function useLinkScope(): LinkScope {
  return useContext(LinkScopeContext);
}
