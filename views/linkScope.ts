import { createContext, useContext } from "react";
import type { LinkScope } from "../content/pageShapes.ts";

/** The link scope of the page, or of an island that hydrates on its own (it provides just this). */
export const LinkScopeContext = createContext<LinkScope>({ prefix: "", carried: {} });

export function useLinkScope(): LinkScope {
  return useContext(LinkScopeContext);
}
