/** docs/product.md §3 and §9: the hosting upgrade tiers, their limits and features. */
import { formatPrice } from "./prices.ts";

export type TierId = "BASIC" | "ADVANCED" | "CORPORATE";

export interface HostingTier {
  id: TierId;
  name: string;
  /** Minimum monthly price in cents. */
  minPrice: number;
  /** The provider's plan code. */
  plan: string;
  slashedPrice?: number;
  onSale?: boolean;
  summary: string;
}

export const hostingTiers: readonly HostingTier[] = [
  { id: "BASIC", name: "Basic", minPrice: 479, plan: "serviceplan_25gb", summary: "A personal site with its own domain and email." },
  { id: "ADVANCED", name: "Advanced", minPrice: 779, plan: "serviceplan_200gb", summary: "Up to ten sites, room to grow and databases to match." },
  {
    id: "CORPORATE",
    name: "Corporate",
    minPrice: 1019,
    plan: "serviceplan_600gb",
    slashedPrice: 1699,
    onSale: true,
    summary: "Busy business sites with the most bandwidth and storage.",
  },
];

/** What a sale saves, from its two prices (docs/product.md §9: Corporate 1019 against 1699): "Save 40%". */
export function saleSaving(tier: HostingTier): string | null {
  if (!tier.slashedPrice || tier.slashedPrice <= tier.minPrice) return null;
  return `Save ${Math.round((1 - tier.minPrice / tier.slashedPrice) * 100)}%`;
}

export interface HostingFeature {
  name: string;
  /** true for every tier, or the tiers that include it. */
  included: true | readonly TierId[];
  /** docs/product.md §3: BRAVE_AI is flagged new. */
  isNew?: boolean;
  code?: string;
  /**
   * What the free Starter account has of it, only where docs/product.md or our copy says so (docs/product.md §1: free
   * accounts build and edit site-builder sites and publish them on a paid plan). Absent: the
   * comparison shows a dash for Starter.
   */
  freeAccount?: string;
}

export const hostingFeatures: readonly HostingFeature[] = [
  { name: "Drag-and-drop site builder", included: true, freeAccount: "Build, not publish" },
  { name: "Free SSL on every site", included: true },
  { name: "Email accounts at your domain", included: true },
  { name: "AI content writer", code: "BRAVE_AI", included: ["ADVANCED", "CORPORATE"], isNew: true },
  { name: "MySQL databases", included: true },
  { name: "Daily backups", included: ["ADVANCED", "CORPORATE"] },
  { name: "Staging copy of your site", included: ["CORPORATE"] },
  { name: "Priority phone support", included: ["CORPORATE"] },
];

/** docs/product.md §9 tier limits, Starter (free) included, row by row. */
export const tierLimitColumns = ["Starter", "Basic", "Advanced", "Corporate"] as const;

export const tierLimits: ReadonlyArray<{ label: string; values: readonly [string, string, string, string] }> = [
  { label: "Websites", values: ["1", "1", "10", "20"] },
  { label: "Pages per site", values: ["10", "20", "99", "150"] },
  { label: "Email accounts", values: ["1", "3", "10", "20"] },
  { label: "Web storage", values: ["50 MB", "500 MB", "10 GB", "20 GB"] },
  { label: "Email storage", values: ["250 MB", "500 MB", "1 GB", "2 GB"] },
  { label: "FTP accounts", values: ["1", "3", "10", "Unlimited"] },
  { label: "Monthly bandwidth", values: ["3 GB", "25 GB", "100 GB", "600 GB"] },
  { label: "MySQL databases", values: ["None", "1", "10", "20"] },
];

export function includes(feature: HostingFeature, tier: TierId): boolean {
  return feature.included === true || feature.included.includes(tier);
}

/** The limits each plan's card lists, so a card says what the plan includes; the comparison below the cards has every row. */
const KEY_LIMITS = ["Websites", "Web storage", "Monthly bandwidth", "Email accounts", "MySQL databases"] as const;

/** The lowest plan's "from" price a month (docs/product.md §9 minimum prices), for pages whose product comes with every plan. */
export const plansFrom = `${formatPrice(Math.min(...hostingTiers.map((tier) => tier.minPrice)))}/mo`;

/** Said above the plan cards, before the features every tier includes: docs/product.md §9's guarantee in its words. */
export const plansIntro = "Monthly prices in USD. Every plan has the 30 day money-back guarantee and includes";

/** The features every paid tier includes: said once above the cards rather than on each. */
export const everyTierFeatures = hostingFeatures.filter((f) => f.included === true);

/** What one paid tier's card lists: its key limits from docs/product.md §9, then the features only some tiers have. */
export function tierHighlights(tier: TierId): { limits: ReadonlyArray<{ label: string; value: string }>; extras: readonly HostingFeature[] } {
  const name = hostingTiers.find((t) => t.id === tier)?.name;
  const column = tierLimitColumns.findIndex((c) => c === name);
  const limits = KEY_LIMITS.map((label) => {
    const value = tierLimits.find((r) => r.label === label)?.values[column];
    if (value === undefined) throw new Error(`No docs/product.md §9 limit "${label}" for tier ${tier}`);
    return { label, value };
  });
  const extras = hostingFeatures.filter((f) => f.included !== true && includes(f, tier));
  return { limits, extras };
}
