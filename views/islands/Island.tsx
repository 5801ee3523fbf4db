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
  replay,
  hidden,
  children,
}: {
  name: N;
  load: LoadStrategy;
  props: IslandPropsByName[N];
  as?: RootTag;
  className?: string;
  id?: string;
  /** With load="interaction": a selector of links whose first click is replayed once the island is ready. */
  replay?: string;
  /** Rendered hidden: the island decides when it shows. */
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag data-island={name} data-load={load} data-replay={replay} className={className} id={id} hidden={hidden}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
      {children}
    </Tag>
  );
}

/**
 * An island that React hydrates: its markup sits in its own root element, apart from the
 * props script, so the browser can hydrate exactly the subtree the server rendered.
 */
export function ReactIsland<N extends IslandName>({
  name,
  load,
  props,
  className,
  children,
}: {
  name: N;
  load: LoadStrategy;
  props: IslandPropsByName[N];
  className?: string;
  children: ReactNode;
}) {
  return (
    <div data-island={name} data-load={load} className={className}>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: serializeIslandProps(props) }} />
      <div data-island-root="">{children}</div>
    </div>
  );
}
