import type { ReactNode } from "react";
import type { IslandName, IslandPropsByName, LoadStrategy } from "./islandTypes.ts";
import { serializeIslandProps } from "./serializeIslandProps.ts";

type RootTag = "div" | "header" | "section" | "nav";

/**
 * Server side of an island: the root element names the island and its load strategy,
 * and its first child carries the props as inert JSON (no executable inline script).
 * The children are the server-rendered markup that the island's chunk enhances.
 */
export function Island<N extends IslandName>({
  name,
  load,
  props,
  as: Tag = "div",
  className,
  id,
  children,
}: {
  name: N;
  load: LoadStrategy;
  props: IslandPropsByName[N];
  as?: RootTag;
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  return (
    <Tag data-island={name} data-load={load} className={className} id={id}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
      {children}
    </Tag>
  );
}
