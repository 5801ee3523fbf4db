import type { ReactNode } from "react";
import { Bars, Box, Browser, Button, Float, Initials, LineChart, Meter, Phone, Pill, Rule, Scene, Switch, T, textWidth, UI } from "./kit.tsx";

/**
 * The product screens of /countersitestats (views/screens/kit.tsx has the parts they are drawn
 * from): the stats of a sample site, mybakery.com, as its owner reads them. The reports and
 * the history range (up to 5 years) are the page's own (content/pages/countersitestats.ts,
 * content/routes.ts); the visits, pages, places and addresses are sample data (the addresses
 * from the ranges kept for documentation).
 */

/** A small "up" triangle and a change, in green: "+12% vs May". */
function Up({ x, y, label, size = 7 }: { x: number; y: number; label: string; size?: number }) {
  return (
    <g>
      <path d={`M${x} ${y}l${size * 0.4} ${-size * 0.7} ${size * 0.4} ${size * 0.7}z`} fill={UI.good} />
      <T x={x + size * 1.1} y={y} size={size} weight={600} fill={UI.good}>
        {label}
      </T>
    </g>
  );
}

/** Segmented control: one option chosen, the others plain (a range, a period, a report's view). */
function Segments({ x, y, options, chosen, size = 7 }: { x: number; y: number; options: readonly string[]; chosen: number; size?: number }) {
  const widths = options.map((o) => textWidth(o, size, true) + 12);
  const lefts = widths.map((_, i) => x + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const total = widths.reduce((a, b) => a + b, 0);
  return (
    <g>
      <rect x={x} y={y} width={total} height={size + 9} rx={5} fill={UI.page} stroke={UI.line} strokeWidth={0.7} />
      {options.map((o, i) => {
        const left = lefts[i]!;
        return (
          <g key={o}>
            {i === chosen ? <rect x={left + 1.5} y={y + 1.5} width={widths[i]! - 3} height={size + 6} rx={4} fill={UI.brand} /> : null}
            <T x={left + widths[i]! / 2} y={y + size + 2.5} size={size} weight={600} fill={i === chosen ? UI.surface : UI.muted} anchor="middle">
              {o}
            </T>
          </g>
        );
      })}
    </g>
  );
}

/** The stats app's dark navigation column (Browser `sidebar`), one item chosen. */
function StatsNav({ chosen, items }: { chosen: string; items: readonly string[] }) {
  return (
    <g>
      <T x={11} y={21} size={9.5} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      <T x={11} y={31} size={7} fill="#b8c4d0">
        Site stats
      </T>
      {items.map((item, i) => (
        <g key={item}>
          {item === chosen ? <rect x={5} y={40 + i * 19} width={68} height={15} rx={4} fill="#22303e" /> : null}
          <T x={12} y={50.5 + i * 19} size={7.5} weight={item === chosen ? 600 : 400} fill={item === chosen ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
    </g>
  );
}

/** A row of a ranked list: a label, a bar of its share and its figure at the right. */
function ShareRow(props: { x: number; y: number; label: string; value: string; share: number; barX: number; barW: number; end: number; fill?: string }) {
  const { x, y, label, value, share, barX, barW, end, fill = UI.brand } = props;
  return (
    <g>
      <T x={x} y={y} size={7}>
        {label}
      </T>
      <rect x={barX} y={y - 5.5} width={barW} height={6} rx={3} fill={UI.page} />
      <rect x={barX} y={y - 5.5} width={Math.max(4, barW * share)} height={6} rx={3} fill={fill} />
      <T x={end} y={y} size={7} weight={600} anchor="end">
        {value}
      </T>
    </g>
  );
}

/** An odometer counter: one dark cell per digit. */
function Odometer({ x, y, digits, cell = 12, gap = 1.5 }: { x: number; y: number; digits: string; cell?: number; gap?: number }) {
  return (
    <g>
      {[...digits].map((d, i) => (
        <g key={i}>
          <rect x={x + i * (cell + gap)} y={y} width={cell} height={cell * 1.35} rx={2} fill={UI.dark} />
          <path d={`M${x + i * (cell + gap)} ${y + cell * 0.675}h${cell}`} stroke="#3a4755" strokeWidth={0.6} />
          <T x={x + i * (cell + gap) + cell / 2} y={y + cell * 1.02} size={cell * 0.8} weight={700} fill={UI.surface} anchor="middle">
            {d}
          </T>
        </g>
      ))}
    </g>
  );
}

/** A heat spot: rings from cool to hot, hottest in the middle; `heat` 0–1 sets its size. */
function HeatSpot({ cx, cy, heat }: { cx: number; cy: number; heat: number }) {
  const rings = [
    { r: 30, fill: "#3b82f6", opacity: 0.14 },
    { r: 21, fill: "#22c55e", opacity: 0.22 },
    { r: 14, fill: "#facc15", opacity: 0.4 },
    { r: 8, fill: "#f97316", opacity: 0.5 },
    { r: 4, fill: "#dc2626", opacity: 0.65 },
  ];
  const hottest = heat > 0.7 ? 5 : heat > 0.45 ? 4 : 3;
  return (
    <g>
      {rings.slice(0, hottest).map((ring) => (
        <circle key={ring.r} cx={cx} cy={cy} r={ring.r * (0.55 + heat * 0.6)} fill={ring.fill} opacity={ring.opacity} />
      ))}
    </g>
  );
}

/** Visits per day over the last 30 days (sample data, rising). */
const DAILY = [28, 31, 26, 35, 33, 30, 38, 36, 34, 41, 39, 37, 44, 40, 38, 46, 43, 41, 48, 45, 50, 47, 44, 52, 49, 55, 51, 58, 54, 62];
/** Referrers of the last 7 days (sample data), and the same visitors by kind of source. */
const REFERRERS = [
  { site: "google.com", kind: "Search", n: 412, tone: UI.brand },
  { site: "facebook.com", kind: "Social", n: 186, tone: UI.violet },
  { site: "sweetcrumbs.blog", kind: "Link", n: 94, tone: UI.teal, fresh: true },
  { site: "instagram.com", kind: "Social", n: 71, tone: UI.violet },
  { site: "bing.com", kind: "Search", n: 38, tone: UI.brand },
  { site: "yelp.com", kind: "Link", n: 27, tone: UI.teal },
  { site: "duckduckgo.com", kind: "Search", n: 19, tone: UI.brand },
];
const KINDS = (["Search", "Social", "Link"] as const).map((kind) => ({
  kind,
  n: REFERRERS.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.n, 0),
  tone: REFERRERS.find((r) => r.kind === kind)!.tone,
}));
const REFERRED = KINDS.reduce((sum, k) => sum + k.n, 0);
const NAV = ["Overview", "Visitors", "Pages", "Referrers", "Heat map", "Counters", "Settings"] as const;

/**
 * Hero: the stats dashboard of mybakery.com over the last 30 days (range up to "5 years",
 * content/routes.ts), with visits per day, top pages and countries, and the site's classic
 * counter on a phone. Sample figures; 5,906 views / 1,248 visitors = 4.7 pages a visit.
 */
const dashboard: ReactNode = (
  <g>
    <Browser x={10} y={14} w={376} h={300} url="panel.braveweb.com/stats" sidebar={78}>
      <StatsNav chosen="Overview" items={NAV} />
      <T x={90} y={22} size={12} weight={700}>
        mybakery.com
      </T>
      <T x={90} y={33} size={7} fill={UI.muted}>
        Counting since 2021
      </T>
      <Segments x={240} y={11} options={["30 days", "12 months", "5 years"]} chosen={0} />
      {[
        { label: "Visitors", value: "1,248", up: "+12% vs May" },
        { label: "Page views", value: "5,906", up: "+8% vs May" },
        { label: "Pages / visit", value: "4.7", up: "+0.3 vs May" },
      ].map((tile, i) => (
        <g key={tile.label}>
          <Box x={90 + i * 91} y={42} w={84} h={46} />
          <T x={97 + i * 91} y={54} size={7} fill={UI.muted}>
            {tile.label}
          </T>
          <T x={97 + i * 91} y={71} size={13} weight={700}>
            {tile.value}
          </T>
          <Up x={97 + i * 91} y={82} label={tile.up} size={6.5} />
        </g>
      ))}
      <Box x={90} y={95} w={266} h={84} />
      <T x={98} y={108} size={8} weight={600}>
        Visits per day
      </T>
      <T x={348} y={108} size={7} fill={UI.muted} anchor="end">
        June 2025
      </T>
      <LineChart x={98} y={115} w={250} h={48} values={DAILY} />
      {["1 Jun", "10 Jun", "20 Jun", "30 Jun"].map((d, i) => (
        <T key={d} x={98 + (i * 250) / 3} y={173} size={6.5} fill={UI.muted} anchor={i === 0 ? "start" : i === 3 ? "end" : "middle"}>
          {d}
        </T>
      ))}
      <Box x={90} y={186} w={130} h={84} />
      <T x={98} y={199} size={8} weight={600}>
        Top pages
      </T>
      <T x={212} y={199} size={6.5} fill={UI.muted} anchor="end">
        Views
      </T>
      {[
        ["/", "1,842"],
        ["/menu", "1,206"],
        ["/order", "874"],
        ["/cakes", "655"],
        ["/about", "512"],
      ].map(([page, views], i) => (
        <g key={page}>
          <Rule x={98} y={204 + i * 13} w={114} />
          <T x={98} y={214 + i * 13} size={7} fill={UI.brand}>
            {page!}
          </T>
          <T x={212} y={214 + i * 13} size={7} weight={600} anchor="end">
            {views!}
          </T>
        </g>
      ))}
      <Box x={226} y={186} w={130} h={84} />
      <T x={234} y={199} size={8} weight={600}>
        Countries
      </T>
      {[
        ["United States", "46%", 0.46],
        ["Canada", "18%", 0.18],
        ["United Kingdom", "12%", 0.12],
        ["Australia", "7%", 0.07],
        ["Other", "17%", 0.17],
      ].map(([name, pct, share], i) => (
        <ShareRow
          key={String(name)}
          x={234}
          y={214 + i * 13}
          label={String(name)}
          value={String(pct)}
          share={Number(share) / 0.46}
          barX={290}
          barW={36}
          end={348}
          fill={UI.teal}
        />
      ))}
    </Browser>
    <Phone x={362} y={146} w={108} h={204}>
      <T x={9} y={26} size={9} weight={700}>
        My Bakery
      </T>
      <path d="M78 19h10M78 22.5h10M78 26h10" stroke={UI.text} strokeWidth={1.2} />
      <Scene name="sourdough" x={8} y={33} w={82} h={46} />
      <T x={9} y={92} size={8} weight={700}>
        Fresh bread daily
      </T>
      <T x={9} y={103} size={7} fill={UI.muted}>
        Open 7am to 6pm
      </T>
      <Button x={8} y={110} w={82} h={17} label="Order now" size={7.5} tone="accent" />
      <Rule x={8} y={140} w={82} />
      <T x={49} y={153} size={7} fill={UI.muted} anchor="middle">
        You are visitor
      </T>
      <Odometer x={9.5} y={159} digits="042718" />
    </Phone>
  </g>
);

/**
 * "Stats that make sense at a glance": visitors today and page views this week against last
 * month, traffic by hour (the panel's hour/day/month), browsers, and devices on a floating card.
 * Sample figures.
 */
const overview: ReactNode = (
  <g>
    <Browser x={40} y={12} w={428} h={284} url="panel.braveweb.com/stats/traffic">
      <T x={14} y={22} size={11} weight={700}>
        Traffic · mybakery.com
      </T>
      <Segments x={268} y={12} options={["By hour", "By day", "By month"]} chosen={0} />
      {[
        { label: "Visitors today", value: "64", up: "+14% vs last month" },
        { label: "Page views this week", value: "1,482", up: "+9% vs last month" },
      ].map((tile, i) => (
        <g key={tile.label}>
          <Box x={14 + i * 202} y={32} w={194} h={44} fill={i ? UI.surface : UI.brandSoft} stroke={i ? UI.line : "none"} />
          <T x={24 + i * 202} y={46} size={7.5} weight={600} fill={UI.muted}>
            {tile.label}
          </T>
          <T x={24 + i * 202} y={66} size={16} weight={700}>
            {tile.value}
          </T>
          <Up x={84 + i * 202} y={65} label={tile.up} size={7} />
        </g>
      ))}
      <Box x={14} y={84} w={396} h={92} />
      <T x={22} y={98} size={8} weight={600}>
        Visits by hour, today
      </T>
      <T x={402} y={98} size={7} fill={UI.muted} anchor="end">
        Busiest: 8 am
      </T>
      <Bars
        x={22}
        y={104}
        w={380}
        h={54}
        values={[1, 0, 0, 0, 1, 2, 6, 9, 11, 7, 5, 4, 6, 5, 3, 3, 4, 5, 3, 2, 2, 1, 1, 1]}
        labels={["12a", "", "", "3a", "", "", "6a", "", "", "9a", "", "", "12p", "", "", "3p", "", "", "6p", "", "", "9p", "", ""]}
        highlight={8}
      />
      <Box x={130} y={184} w={280} h={78} />
      <T x={138} y={198} size={8} weight={600}>
        Browsers
      </T>
      {[
        ["Chrome", "52%", 0.52],
        ["Safari", "31%", 0.31],
        ["Edge", "9%", 0.09],
        ["Firefox", "6%", 0.06],
      ].map(([name, pct, share], i) => (
        <ShareRow
          key={String(name)}
          x={138}
          y={213 + i * 13}
          label={String(name)}
          value={String(pct)}
          share={Number(share) / 0.52}
          barX={186}
          barW={180}
          end={402}
        />
      ))}
    </Browser>
    <Float x={12} y={214} w={150} h={132}>
      <T x={12} y={18} size={8.5} weight={600}>
        Devices
      </T>
      <T x={138} y={18} size={7} fill={UI.muted} anchor="end">
        This week
      </T>
      <g fill="none" strokeWidth={11} transform="rotate(-90 44 72)">
        <circle cx={44} cy={72} r={26} stroke={UI.brand} strokeDasharray={`${0.58 * 163.4} 163.4`} />
        <circle cx={44} cy={72} r={26} stroke={UI.teal} strokeDasharray={`${0.36 * 163.4} 163.4`} strokeDashoffset={-0.58 * 163.4} />
        <circle cx={44} cy={72} r={26} stroke={UI.accent} strokeDasharray={`${0.06 * 163.4} 163.4`} strokeDashoffset={-0.94 * 163.4} />
      </g>
      <T x={44} y={75} size={9} weight={700} anchor="middle">
        859
      </T>
      {[
        ["Mobile", "58%", UI.brand],
        ["Desktop", "36%", UI.teal],
        ["Tablet", "6%", UI.accent],
      ].map(([name, pct, fill], i) => (
        <g key={name}>
          <rect x={84} y={55 + i * 15} width={7} height={7} rx={2} fill={fill} />
          <T x={95} y={61.5 + i * 15} size={7}>
            {name!}
          </T>
          <T x={140} y={61.5 + i * 15} size={7} weight={600} anchor="end">
            {pct!}
          </T>
        </g>
      ))}
      <T x={12} y={120} size={7} fill={UI.muted}>
        Visitors this week: 859
      </T>
    </Float>
  </g>
);

/**
 * "Private or public: your choice": the settings with the public-page switch on, the parts a
 * public page may show, and visitor details that stay private (the panel's promise); behind it,
 * the public stats page a sponsor sees. Sample figures.
 */
const privacy: ReactNode = (
  <g>
    <Browser x={196} y={12} w={272} h={196} url="stats.braveweb.com/mybakery.com" back>
      <T x={14} y={24} size={10} weight={700}>
        mybakery.com stats
      </T>
      <Pill x={258} y={14} label="Public" tone="teal" anchor="end" />
      {[
        ["Visitors", "1,248"],
        ["Page views", "5,906"],
      ].map(([label, value], i) => (
        <g key={label}>
          <T x={14 + i * 74} y={42} size={7} fill={UI.muted}>
            {label!}
          </T>
          <T x={14 + i * 74} y={57} size={12} weight={700}>
            {value!}
          </T>
        </g>
      ))}
      <T x={14} y={76} size={7.5} weight={600}>
        Last 30 days
      </T>
      <Bars x={14} y={82} w={244} h={80} values={DAILY.filter((_, i) => i % 2 === 1)} fill={UI.teal} />
    </Browser>
    <Browser x={12} y={96} w={292} h={252} url="panel.braveweb.com/stats/settings">
      <T x={14} y={24} size={11} weight={700}>
        Who can see your stats
      </T>
      <Box x={14} y={34} w={264} h={42} fill={UI.brandSoft} stroke="none" />
      <T x={24} y={51} size={8.5} weight={600}>
        Public stats page
      </T>
      <T x={24} y={64} size={7} fill={UI.muted}>
        Anyone with the link can view
      </T>
      <Switch x={244} y={48} on />
      <T x={14} y={94} size={7.5} weight={600} fill={UI.muted}>
        Shown on the public page
      </T>
      {[
        ["Visitors and page views", true],
        ["Top pages", true],
        ["Referrers", false],
        ["IP addresses and locations", false],
      ].map(([label, on], i) => (
        <g key={String(label)}>
          <Rule x={14} y={101 + i * 22} w={264} />
          <rect
            x={14}
            y={108 + i * 22}
            width={10}
            height={10}
            rx={2.5}
            fill={on ? UI.brand : UI.surface}
            stroke={on ? UI.brand : "#9aa6b2"}
            strokeWidth={0.9}
          />
          {on ? <path d={`M16.5 ${113 + i * 22}l2 2 3.5-4`} fill="none" stroke={UI.surface} strokeWidth={1.4} strokeLinecap="round" /> : null}
          <T x={32} y={116.5 + i * 22} size={8}>
            {String(label)}
          </T>
          {i === 3 ? <Pill x={278} y={107 + i * 22} label="Always private" tone="muted" size={6.5} anchor="end" /> : null}
        </g>
      ))}
      <Rule x={14} y={189} w={264} />
      <T x={14} y={206} size={7.5} weight={600} fill={UI.muted}>
        Your link
      </T>
      <rect x={14} y={212} width={200} height={16} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={20} y={223} size={7.5}>
        stats.braveweb.com/mybakery.com
      </T>
      <Button x={220} y={212} w={58} h={16} label="Copy" size={7.5} />
    </Browser>
  </g>
);

/**
 * "Referrers: see who sends you visitors": the ranked list of sites, search engines and social
 * posts sending visitors this week, a blog that linked today, and the search terms people typed.
 * Sample figures.
 */
const referrers: ReactNode = (
  <g>
    <Browser x={100} y={12} w={368} h={262} url="panel.braveweb.com/stats/referrers">
      <T x={14} y={23} size={11} weight={700}>
        Referrers
      </T>
      <Segments x={238} y={12} options={["Today", "7 days", "30 days"]} chosen={1} />
      <T x={14} y={42} size={7} weight={600} fill={UI.muted}>
        Top sources
      </T>
      <T x={354} y={42} size={7} weight={600} fill={UI.muted} anchor="end">
        Visitors
      </T>
      {REFERRERS.slice(0, 5).map((row, i) => (
        <g key={row.site}>
          {row.fresh ? <rect x={8} y={46 + i * 26} width={352} height={26} rx={5} fill={UI.tealSoft} /> : <Rule x={14} y={46 + i * 26} w={340} />}
          <Initials cx={26} cy={59 + i * 26} r={8} text={row.site[0]!.toUpperCase()} fill={row.tone} />
          <T x={40} y={57 + i * 26} size={8} weight={600}>
            {row.site}
          </T>
          <T x={40} y={66.5 + i * 26} size={6.5} fill={UI.muted}>
            {row.kind}
          </T>
          {row.fresh ? <Pill x={40 + textWidth(row.site, 8, true) + 6} y={50 + i * 26} label="New today" tone="teal" size={6.5} /> : null}
          <Meter x={226} y={57 + i * 26} w={90} share={row.n / 412} fill={row.tone} />
          <T x={354} y={62 + i * 26} size={8} weight={700} anchor="end">
            {row.n.toLocaleString("en-US")}
          </T>
        </g>
      ))}
      <Box x={96} y={184} w={258} h={60} />
      <T x={104} y={198} size={8} weight={600}>
        By kind of source
      </T>
      <T x={346} y={198} size={7} fill={UI.muted} anchor="end">
        {`${REFERRED} visitors`}
      </T>
      {KINDS.map((k, i) => {
        const before = KINDS.slice(0, i).reduce((sum, o) => sum + o.n, 0);
        return (
          <g key={k.kind}>
            <rect x={104 + (before / REFERRED) * 242} y={205} width={(k.n / REFERRED) * 242 - 1.5} height={9} rx={2} fill={k.tone} />
            <rect x={104 + i * 82} y={223} width={7} height={7} rx={2} fill={k.tone} />
            <T x={115 + i * 82} y={229.5} size={7}>
              {`${k.kind} ${k.n}`}
            </T>
          </g>
        );
      })}
    </Browser>
    <Float x={12} y={212} w={176} h={136}>
      <T x={12} y={18} size={8.5} weight={600}>
        Search terms
      </T>
      <T x={164} y={18} size={7} fill={UI.muted} anchor="end">
        7 days
      </T>
      {[
        ["bakery near me", 58],
        ["sourdough bread", 41],
        ["birthday cake order", 23],
        ["croissants downtown", 17],
        ["my bakery menu", 12],
      ].map(([term, n], i) => (
        <g key={String(term)}>
          <Rule x={12} y={26 + i * 22} w={152} />
          <circle cx={17} cy={39 + i * 22} r={3} fill="none" stroke={UI.muted} strokeWidth={1} />
          <path d={`M19.2 ${41.2 + i * 22}l2.3 2.3`} stroke={UI.muted} strokeWidth={1} strokeLinecap="round" />
          <T x={27} y={41.5 + i * 22} size={7.5}>
            {String(term)}
          </T>
          <T x={164} y={41.5 + i * 22} size={7.5} weight={600} anchor="end">
            {String(n)}
          </T>
        </g>
      ))}
    </Float>
  </g>
);

/**
 * "A heat map of every click": mybakery.com's home page shaded where visitors clicked, hottest
 * on the Order button, with the key from cool to hot and the most clicked spots on a card.
 * Sample figures.
 */
const heatmap: ReactNode = (
  <g>
    <Browser x={12} y={12} w={392} h={300} url="panel.braveweb.com/stats/heat-map">
      <T x={14} y={21} size={10} weight={700}>
        Heat map · mybakery.com/
      </T>
      <T x={14} y={33} size={7} fill={UI.muted}>
        1,930 clicks in the last 7 days
      </T>
      <Segments x={276} y={12} options={["Desktop", "Mobile"]} chosen={0} />
      <g>
        <Box x={14} y={42} w={364} h={228} fill={UI.surface} stroke={UI.line} r={4} />
        <T x={26} y={60} size={9} weight={700}>
          My Bakery
        </T>
        {["Menu", "Cakes", "About", "Contact"].map((item, i) => (
          <T key={item} x={214 + i * 40} y={60} size={7.5} fill={UI.muted}>
            {item}
          </T>
        ))}
        <Rule x={14} y={70} w={364} />
        <T x={26} y={96} size={14} weight={700}>
          Baked fresh
        </T>
        <T x={26} y={114} size={14} weight={700}>
          every morning
        </T>
        <T x={26} y={130} size={7.5} fill={UI.muted}>
          Sourdough, pastries and cakes to order.
        </T>
        <Button x={26} y={140} w={76} h={20} label="Order now" size={8} tone="accent" />
        <Button x={108} y={140} w={70} h={20} label="See menu" size={8} tone="light" />
        <Scene name="bun" x={212} y={80} w={152} h={92} />
        {(
          [
            ["Sourdough", "sourdough"],
            ["Croissants", "croissant"],
            ["Cakes", "drizzle"],
          ] as const
        ).map(([item, scene], i) => (
          <g key={item}>
            <Scene name={scene} x={26 + i * 118} y={186} w={104} h={50} />
            <T x={26 + i * 118} y={250} size={7.5} weight={600}>
              {item}
            </T>
          </g>
        ))}
        <HeatSpot cx={64} cy={150} heat={1} />
        <HeatSpot cx={143} cy={150} heat={0.55} />
        <HeatSpot cx={232} cy={58} heat={0.5} />
        <HeatSpot cx={196} cy={212} heat={0.45} />
        <HeatSpot cx={316} cy={210} heat={0.3} />
        <HeatSpot cx={330} cy={58} heat={0.25} />
        <HeatSpot cx={288} cy={126} heat={0.15} />
      </g>
    </Browser>
    <Float x={318} y={196} w={150} h={150}>
      <T x={12} y={18} size={8.5} weight={600}>
        Most clicked
      </T>
      {[
        ["Order now", "38%"],
        ["See menu", "17%"],
        ["Menu link", "12%"],
        ["Croissants", "9%"],
      ].map(([label, pct], i) => (
        <g key={label}>
          <Rule x={12} y={25 + i * 19} w={126} />
          <T x={12} y={38 + i * 19} size={7.5}>
            {label!}
          </T>
          <T x={138} y={38 + i * 19} size={7.5} weight={700} anchor="end">
            {pct!}
          </T>
        </g>
      ))}
      <T x={12} y={116} size={7} fill={UI.muted}>
        Share of clicks
      </T>
      {["#3b82f6", "#22c55e", "#facc15", "#f97316", "#dc2626"].map((fill, i) => (
        <rect key={fill} x={12 + i * 25.2} y={122} width={25.2} height={7} fill={fill} rx={i === 0 || i === 4 ? 3 : 0} />
      ))}
      <T x={12} y={140} size={6.5} fill={UI.muted}>
        Cool
      </T>
      <T x={138} y={140} size={6.5} fill={UI.muted} anchor="end">
        Hot
      </T>
    </Float>
  </g>
);

/**
 * "Counters in the style you like": the counter designer with the panel's styles (classic,
 * modern, plain text, invisible) and its "start from any number", and the chosen classic
 * counter on the site, on a phone. Sample figures.
 */
const counters: ReactNode = (
  <g>
    <Browser x={92} y={12} w={376} h={292} url="panel.braveweb.com/stats/counters">
      <T x={40} y={23} size={11} weight={700}>
        Choose a counter style
      </T>
      {[
        { name: "Classic", note: "Odometer" },
        { name: "Modern", note: "Clean number" },
        { name: "Plain text", note: "Blends in" },
        { name: "Invisible", note: "Counts quietly" },
      ].map((style, i) => {
        const x = 40 + (i % 2) * 165;
        const y = 34 + Math.floor(i / 2) * 82;
        return (
          <g key={style.name}>
            <Box x={x} y={y} w={157} h={74} fill={i === 0 ? UI.brandSoft : UI.surface} stroke={i === 0 ? UI.brand : UI.line} />
            <circle cx={x + 145} cy={y + 12} r={5} fill={i === 0 ? UI.brand : UI.surface} stroke={i === 0 ? UI.brand : "#9aa6b2"} strokeWidth={0.9} />
            {i === 0 ? <circle cx={x + 145} cy={y + 12} r={2} fill={UI.surface} /> : null}
            <T x={x + 10} y={y + 16} size={8.5} weight={600}>
              {style.name}
            </T>
            <T x={x + 10} y={y + 27} size={7} fill={UI.muted}>
              {style.note}
            </T>
            {i === 0 ? <Odometer x={x + 10} y={y + 36} digits="042718" cell={17} gap={2} /> : null}
            {i === 1 ? (
              <g>
                <rect x={x + 10} y={y + 36} width={96} height={28} rx={14} fill={UI.brand} />
                <T x={x + 58} y={y + 55} size={13} weight={700} fill={UI.surface} anchor="middle">
                  42,718
                </T>
              </g>
            ) : null}
            {i === 2 ? (
              <T x={x + 10} y={y + 56} size={10}>
                Visitors: 42,718
              </T>
            ) : null}
            {i === 3 ? (
              <g>
                <path
                  d={`M${x + 10} ${y + 50}q12 -11 24 0q-12 11 -24 0zM${x + 12} ${y + 60}l20 -20`}
                  fill="none"
                  stroke={UI.muted}
                  strokeWidth={1.4}
                  strokeLinecap="round"
                />
                <T x={x + 42} y={y + 53} size={7.5} fill={UI.muted}>
                  Nothing shown, all counted
                </T>
              </g>
            ) : null}
          </g>
        );
      })}
      <Rule x={40} y={206} w={322} />
      <T x={40} y={222} size={7.5} weight={600} fill={UI.muted}>
        Start counting from
      </T>
      <rect x={40} y={228} width={110} height={18} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={46} y={240} size={8}>
        1,000
      </T>
      <Button x={262} y={228} w={100} h={18} label="Get my code" size={8} />
      <T x={40} y={262} size={7} fill={UI.muted}>
        Works on any site: our builder, our hosting or elsewhere.
      </T>
    </Browser>
    <Phone x={12} y={118} w={112} h={230}>
      <T x={9} y={26} size={9} weight={700}>
        My Bakery
      </T>
      <path d="M82 19h10M82 22.5h10M82 26h10" stroke={UI.text} strokeWidth={1.2} />
      <Scene name="drizzle" x={8} y={33} w={86} h={52} />
      <T x={9} y={99} size={8} weight={700}>
        Cakes to order
      </T>
      <T x={9} y={110} size={7} fill={UI.muted}>
        Birthdays, weddings
      </T>
      <T x={9} y={120} size={7} fill={UI.muted}>
        and every Friday.
      </T>
      <Button x={8} y={128} w={86} h={17} label="Order a cake" size={7.5} tone="accent" />
      <rect x={0} y={160} width={102} height={60} fill={UI.page} />
      <T x={51} y={176} size={7} fill={UI.muted} anchor="middle">
        Visitors so far
      </T>
      <Odometer x={11.5} y={182} digits="042718" cell={12.5} gap={1.5} />
    </Phone>
  </g>
);

/**
 * "IP tracking to spot repeat visits": recent visits by address and approximate place, a
 * returning visitor, a burst of hits from one address, and your own visits left out.
 * Sample data; the addresses are from the documentation ranges (RFC 5737).
 */
const visits: ReactNode = (
  <g>
    <Browser x={12} y={34} w={420} h={292} url="panel.braveweb.com/stats/visitors">
      <T x={14} y={23} size={11} weight={700}>
        Recent visits
      </T>
      <T x={14} y={35} size={7} fill={UI.muted}>
        mybakery.com · today
      </T>
      {["Time", "IP address", "Location", "Pages"].map((h, i) => (
        <T key={h} x={[14, 62, 160, 300][i]!} y={56} size={7} weight={600} fill={UI.muted}>
          {h}
        </T>
      ))}
      {[
        { time: "10:42", ip: "203.0.113.24", place: "Portland, US", pages: "4", pill: "Returning ×3", tone: "violet" as const },
        { time: "10:39", ip: "198.51.100.61", place: "Toronto, CA", pages: "2" },
        { time: "10:37", ip: "192.0.2.144", place: "Unknown", pages: "41", pill: "41 hits in 2 min", tone: "accent" as const },
        { time: "10:31", ip: "203.0.113.9", place: "Leeds, GB", pages: "6" },
        { time: "10:26", ip: "198.51.100.18", place: "Seattle, US", pages: "3" },
        { time: "10:20", ip: "203.0.113.24", place: "Portland, US", pages: "2", pill: "Returning ×3", tone: "violet" as const },
        { time: "10:14", ip: "192.0.2.57", place: "Austin, US", pages: "1" },
      ].map((v, i) => {
        const y = 62 + i * 28;
        return (
          <g key={v.time}>
            {v.tone === "accent" ? <rect x={8} y={y} width={404} height={28} rx={5} fill={UI.accentSoft} /> : <Rule x={14} y={y} w={392} />}
            <T x={14} y={y + 17} size={7.5} fill={UI.muted}>
              {v.time}
            </T>
            <T x={62} y={y + 17} size={8} weight={600}>
              {v.ip}
            </T>
            <path
              d={`M${160 + 3.5} ${y + 19.5}c-3-3.2-4.5-5.2-4.5-7.2a4.5 4.5 0 0 1 9 0c0 2-1.5 4-4.5 7.2z`}
              fill={v.place === "Unknown" ? "#9aa6b2" : UI.teal}
            />
            <T x={172} y={y + 17} size={7.5}>
              {v.place}
            </T>
            <T x={300} y={y + 17} size={7.5}>
              {v.pages}
            </T>
            {v.pill ? <Pill x={406} y={y + 7} label={v.pill} tone={v.tone} size={6.5} anchor="end" /> : null}
          </g>
        );
      })}
    </Browser>
    <Float x={268} y={10} w={200} h={62}>
      <T x={12} y={20} size={8.5} weight={600}>
        Leave out my own visits
      </T>
      <Switch x={164} y={10} on />
      <T x={12} y={35} size={7} fill={UI.muted}>
        Your address 198.51.100.7 is not
      </T>
      <T x={12} y={46} size={7} fill={UI.muted}>
        counted: 23 visits left out this week.
      </T>
    </Float>
  </g>
);

export const countersitestatsScreens: Record<string, ReactNode> = {
  "countersitestats-dashboard": dashboard,
  "countersitestats-overview": overview,
  "countersitestats-privacy": privacy,
  "countersitestats-referrers": referrers,
  "countersitestats-heatmap": heatmap,
  "countersitestats-counters": counters,
  "countersitestats-visits": visits,
};
