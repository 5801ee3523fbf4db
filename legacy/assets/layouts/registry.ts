import { appointments } from "./appointments.ts";
import { blog } from "./blog.ts";
import { bold } from "./bold.ts";
import { catalog } from "./catalog.ts";
import { community } from "./community.ts";
import { counter } from "./counter.ts";
import { episodes } from "./episodes.ts";
import { event } from "./event.ts";
import { hero } from "./hero.ts";
import { impact } from "./impact.ts";
import { journey } from "./journey.ts";
import type { Layout } from "./kit.ts";
import { menu } from "./menu.ts";
import { photo } from "./photo.ts";
import { portfolio } from "./portfolio.ts";
import { pricing } from "./pricing.ts";
import { school } from "./school.ts";
import { shop } from "./shop.ts";
import { split } from "./split.ts";

/**
 * The layouts of the asset host's themes, by the name themeCatalog.ts gives each theme. A page
 * carries `layout-<name>` on <body>; sample.css holds every layout's rules.
 */
export const LAYOUTS = {
  hero,
  split,
  shop,
  blog,
  portfolio,
  pricing,
  menu,
  event,
  photo,
  bold,
  school,
  appointments,
  counter,
  journey,
  impact,
  episodes,
  catalog,
  community,
} as const satisfies Record<string, Layout>;

export type LayoutName = keyof typeof LAYOUTS;
