import type { ReactNode } from "react";
import type { IllustrationName } from "../../content/marketing.ts";
import { tierLimits } from "../../content/hosting.ts";
import { Bars, Box, Browser, Button, Float, Initials, LineChart, Lines, Meter, Phone, Pill, Rule, Scene, T, UI } from "./kit.tsx";
import { BAKERY, BakeryOnPhone, Check, Cursor, Handles, Sparkle } from "./sitebuilder.tsx";

/*
 * The product screens of the home page: the sample bakery's site ("mybakery.com", sample data)
 * styled in the builder, live on a phone, watched in its stats, hosted, and bringing people back.
 */

/** docs/product.md §9's Advanced plan allowance of one row of content/hosting.ts's table. */
const advanced = (label: string) => tierLimits.find((row) => row.label === label)?.values[2] ?? "";

/** A padlock, for a secure address. */
const Padlock = ({ x, y, color = UI.good }: { x: number; y: number; color?: string }) => (
  <g>
    <rect x={x} y={y + 4} width={8} height={6.5} rx={1.2} fill={color} />
    <path d={`M${x + 1.8} ${y + 4}v-1.6a2.2 2.2 0 0 1 4.4 0v1.6`} fill="none" stroke={color} strokeWidth={1.2} />
  </g>
);

/** The bakery's breads, each with its picture. */
const BREADS = [
  { name: "Sourdough", scene: "sourdough" },
  { name: "Rye loaf", scene: "rye" },
  { name: "Croissant", scene: "croissant" },
] as const;

/** The bakery's home page hero in the given palette, w wide, from x,y. */
function BakeryHero({ x, y, w, h, band, button }: { x: number; y: number; w: number; h: number; band: string; button: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} fill={band} />
      <Lines x={x + 14} y={y + 32} lines={["Fresh bread,", "baked at dawn"]} size={17} gap={20} fill={UI.surface} weight={700} />
      <T x={x + 14} y={y + 74} size={8} fill={UI.surface}>
        Sourdough, rye and pastries
      </T>
      <rect x={x + 14} y={y + 84} width={66} height={18} rx={4} fill={button} />
      <T x={x + 47} y={y + 96} size={8} weight={600} anchor="middle">
        See our menu
      </T>
      <Scene name="bun" x={x + w - 110} y={y + 12} w={96} h={h - 24} />
    </g>
  );
}

/** The palettes the style panel offers for the section (sample names). */
const PALETTES = [
  { name: "Crust", colors: [BAKERY.crust, BAKERY.cream, BAKERY.butter] },
  { name: "Meadow", colors: [BAKERY.sage, "#eef3e8", "#e0a458"] },
  { name: "Berry", colors: ["#7b2d4a", "#f8e8ee", "#f2b134"] },
] as const;

/**
 * Hero 1: the builder's editor with the bakery's top section selected and the style panel open
 * over the window, its colors (the "Crust" palette applied) and fonts being changed.
 */
const heroEditor: ReactNode = (
  <g>
    <Browser x={10} y={16} w={350} h={300} url="mybakery.com · editor" sidebar={30}>
      {["T", "+", "▦", "◐"].map((icon, i) => (
        <g key={icon}>
          {i === 3 ? <rect x={5} y={10 + i * 26} width={20} height={20} rx={4} fill="#2b3b4c" /> : null}
          <T x={15} y={24 + i * 26} size={10} weight={700} fill={i === 3 ? UI.surface : "#b8c4d0"} anchor="middle">
            {icon}
          </T>
        </g>
      ))}
      <rect x={30} y={0.4} width={320} height={277} fill="#e9edf2" />
      <rect x={40} y={10} width={300} height={268} fill={UI.surface} />
      <T x={52} y={27} size={9} weight={700}>
        mybakery
      </T>
      {["Menu", "Visit", "Order"].map((link, i) => (
        <T key={link} x={236 + i * 33} y={27} size={7.5} fill={UI.muted}>
          {link}
        </T>
      ))}
      <BakeryHero x={40} y={38} w={300} h={116} band={BAKERY.crust} button={BAKERY.butter} />
      <Handles x={40} y={38} w={300} h={116} />
      <rect x={40} y={154} width={66} height={13} fill={UI.brand} />
      <T x={46} y={163.5} size={7} weight={600} fill={UI.surface}>
        Top section
      </T>
      <T x={52} y={190} size={11} weight={700}>
        Our breads
      </T>
      {BREADS.map(({ name, scene }, i) => (
        <g key={name}>
          <Scene name={scene} x={52 + i * 94} y={198} w={86} h={44} />
          <T x={52 + i * 94} y={256} size={8} weight={600}>
            {name}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={300} y={40} w={170} h={290}>
      <T x={12} y={20} size={10} weight={700}>
        Style
      </T>
      <T x={158} y={20} size={7.5} fill={UI.muted} anchor="end">
        Top section
      </T>
      <Rule x={0} y={28} w={170} />
      <T x={12} y={44} size={7.5} weight={600}>
        Colors
      </T>
      {PALETTES.map((p, i) => (
        <g key={p.name}>
          <Box x={12} y={50 + i * 26} w={146} h={22} r={5} fill={i === 0 ? UI.brandSoft : UI.surface} stroke={i === 0 ? UI.brand : UI.line} />
          {p.colors.map((c, j) => (
            <circle key={c} cx={26 + j * 14} cy={61 + i * 26} r={5.5} fill={c} stroke={UI.line} strokeWidth={0.6} />
          ))}
          <T x={70} y={64 + i * 26} size={8} weight={i === 0 ? 600 : 400}>
            {p.name}
          </T>
          {i === 0 ? <Check cx={146} cy={61} r={6} /> : null}
        </g>
      ))}
      <T x={12} y={142} size={7.5} weight={600}>
        Fonts
      </T>
      <Box x={12} y={148} w={146} h={40} r={5} fill={UI.surface} stroke={UI.brand} />
      <T x={20} y={166} size={11} weight={700}>
        Playfair Display
      </T>
      <T x={20} y={180} size={7.5} fill={UI.muted}>
        with Inter for the text
      </T>
      <Box x={12} y={192} w={146} h={26} r={5} />
      <T x={20} y={209} size={9} weight={600}>
        Lora
      </T>
      <T x={150} y={209} size={7.5} fill={UI.muted} anchor="end">
        with Work Sans
      </T>
      <T x={12} y={236} size={7.5} weight={600}>
        Heading size
      </T>
      <T x={158} y={236} size={7.5} fill={UI.muted} anchor="end">
        32 px
      </T>
      <rect x={12} y={244} width={146} height={3} rx={1.5} fill={UI.line} />
      <rect x={12} y={244} width={92} height={3} rx={1.5} fill={UI.brand} />
      <circle cx={104} cy={245.5} r={5} fill={UI.surface} stroke={UI.brand} strokeWidth={1.4} />
      <Button x={12} y={260} w={146} h={20} label="Apply to every page" tone="light" size={8} />
    </Float>
    <Cursor x={336} y={104} />
  </g>
);

/**
 * Hero 2: the finished bakery site live on a phone, the desktop version behind it, with its
 * secure web address and the "Published" notice.
 */
const heroPhone: ReactNode = (
  <g>
    <Browser x={12} y={40} w={280} h={220} url="mybakery.com" back>
      <T x={12} y={17} size={8} weight={700}>
        mybakery
      </T>
      <BakeryHero x={0} y={24} w={280} h={116} band={BAKERY.crust} button={BAKERY.butter} />
      <T x={14} y={160} size={10} weight={700}>
        Our breads
      </T>
      {BREADS.map(({ name, scene }, i) => (
        <Scene key={name} name={scene} x={14 + i * 86} y={168} w={78} h={26} focus={56} />
      ))}
    </Browser>
    <Phone x={196} y={14} w={128} h={336}>
      <g transform="scale(1.5)">
        <BakeryOnPhone w={78} h={217} />
      </g>
    </Phone>
    <Float x={300} y={70} w={166} h={34} r={17}>
      <Padlock x={16} y={11} />
      <T x={32} y={21} size={10} weight={600}>
        mybakery.com
      </T>
    </Float>
    <Float x={312} y={234} w={156} h={56}>
      <Check cx={22} cy={28} r={11} fill={UI.good} />
      <T x={42} y={25} size={10} weight={700}>
        Published
      </T>
      <T x={42} y={39} size={7.5} fill={UI.muted}>
        Your site is live
      </T>
    </Float>
  </g>
);

/** A month of the sample site's daily visitors, rising. */
const VISITS = [
  310, 290, 330, 350, 320, 360, 380, 370, 350, 390, 410, 400, 430, 420, 440, 460, 450, 470, 500, 480, 510, 530, 520, 540, 560, 550, 580, 600, 590, 620,
];

/**
 * Hero 3: the hosting dashboard of the sample site: 12,480 visitors this month, up 24%, its
 * busiest pages, and the server online with SSL on (the home page's "stays up" promise).
 */
const heroStats: ReactNode = (
  <g>
    <Browser x={10} y={14} w={392} h={290} url="panel · mybakery.com">
      <T x={14} y={24} size={11} weight={700}>
        Site stats
      </T>
      <Pill x={378} y={13} label="Last 30 days" tone="muted" size={7.5} anchor="end" />
      <Box x={14} y={34} w={226} h={130} />
      <T x={24} y={50} size={7.5} fill={UI.muted}>
        Visitors
      </T>
      <T x={24} y={74} size={20} weight={700}>
        12,480
      </T>
      <Pill x={100} y={62} label="▲ 24%" tone="good" size={8} />
      <LineChart x={24} y={86} w={206} h={66} values={VISITS} />
      <Box x={248} y={34} w={130} h={130} />
      <T x={258} y={50} size={8} weight={600}>
        Top pages
      </T>
      {[
        { page: "Home", n: "5,310" },
        { page: "Our breads", n: "3,184" },
        { page: "Order a cake", n: "1,926" },
        { page: "Visit us", n: "1,402" },
      ].map((row, i) => (
        <g key={row.page}>
          <Rule x={258} y={58 + i * 25} w={110} />
          <T x={258} y={74 + i * 25} size={8}>
            {row.page}
          </T>
          <T x={368} y={74 + i * 25} size={8} weight={600} anchor="end">
            {row.n}
          </T>
        </g>
      ))}
      <Box x={14} y={174} w={226} h={92} />
      <T x={24} y={190} size={8} weight={600}>
        Where visitors come from
      </T>
      {[
        { from: "Search", share: 0.46 },
        { from: "Direct", share: 0.31 },
        { from: "Social", share: 0.23 },
      ].map((row, i) => (
        <g key={row.from}>
          <T x={24} y={210 + i * 20} size={7.5}>
            {row.from}
          </T>
          <Meter x={70} y={205 + i * 20} w={120} share={row.share} fill={[UI.brand, UI.teal, UI.violet][i]} />
          <T x={230} y={210 + i * 20} size={7.5} weight={600} anchor="end">
            {`${Math.round(row.share * 100)}%`}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={262} y={212} w={206} h={132}>
      <circle cx={18} cy={20} r={5} fill={UI.good} />
      <circle cx={18} cy={20} r={9} fill={UI.good} opacity={0.2} />
      <T x={32} y={18} size={9} weight={700}>
        Server online
      </T>
      <T x={32} y={29} size={7} fill={UI.muted}>
        mybakery.com
      </T>
      <Pill x={194} y={12} label="SSL on" tone="good" size={7} anchor="end" />
      <Rule x={12} y={40} w={182} />
      <T x={12} y={56} size={7.5} fill={UI.muted}>
        Up every day this month
      </T>
      {VISITS.map((_, i) => (
        <rect key={i} x={12 + i * 6.1} y={64} width={4.4} height={18} rx={1.5} fill={UI.good} />
      ))}
      <T x={12} y={102} size={7.5} fill={UI.muted}>
        Bandwidth used
      </T>
      <T x={194} y={102} size={7.5} weight={600} anchor="end">
        {`41 GB of ${advanced("Monthly bandwidth")}`}
      </T>
      <Meter x={12} y={110} w={182} share={0.41} fill={UI.teal} />
    </Float>
  </g>
);

/**
 * Panel "A site that looks like you made it": a theme picked from three, then on the page an
 * image resized by its corner handle (its new size shown) while the AI writer drafts the text
 * beside it.
 */
const makeItYours: ReactNode = (
  <g>
    <Browser x={84} y={14} w={386} h={318} url="mybakery.com · editor">
      <rect x={0} y={0.4} width={386} height={295} fill="#e9edf2" />
      <rect x={40} y={10} width={336} height={286} fill={UI.surface} />
      <T x={54} y={30} size={9} weight={700}>
        mybakery
      </T>
      <T x={54} y={58} size={13} weight={700}>
        Our story
      </T>
      <Scene name="kitchen" x={54} y={70} w={150} h={112} />
      <Handles x={54} y={70} w={150} h={112} />
      <rect x={54} y={70} width={116} height={86} fill="none" stroke={UI.brand} strokeWidth={1} strokeDasharray="3 2" />
      <rect x={150} y={190} width={54} height={15} rx={4} fill={UI.dark} />
      <T x={177} y={200.5} size={7.5} weight={600} fill={UI.surface} anchor="middle">
        300 × 224
      </T>
      <Box x={214} y={66} w={150} h={108} r={4} fill={UI.surface} stroke={UI.violet} />
      <Lines
        x={222}
        y={84}
        lines={[
          "Three generations of our",
          "family have baked on this",
          "corner. We start at four, so",
          "your loaf is still warm at",
          "seven. Come early: the rye",
        ]}
        size={7.5}
        gap={11}
        fill={UI.text}
      />
      <rect x={330} y={120} width={1.4} height={10} fill={UI.violet} />
      <Pill x={222} y={148} label="AI writer · drafting" tone="violet" size={7} />
      <Sparkle x={352} y={158} r={5} />
      <T x={54} y={228} size={11} weight={700}>
        Visit us
      </T>
      <Lines x={54} y={246} lines={["12 Mill Street", "Open 7 a.m. to 2 p.m."]} size={8} gap={12} fill={UI.muted} />
      <Button x={54} y={268} w={86} h={18} label="Get directions" size={7.5} />
    </Browser>
    <Cursor x={238} y={196} />
    <Float x={10} y={50} w={104} h={270}>
      <T x={10} y={20} size={9} weight={700}>
        Theme
      </T>
      {[
        { name: "Harvest", band: BAKERY.crust, accent: BAKERY.butter },
        { name: "Studio", band: UI.dark, accent: "#e35d6a" },
        { name: "Garden", band: UI.good, accent: "#f5c542" },
      ].map((t, i) => (
        <g key={t.name}>
          <rect x={10} y={30 + i * 78} width={84} height={54} rx={4} fill={UI.surface} stroke={i === 0 ? UI.brand : UI.line} strokeWidth={i === 0 ? 2 : 0.8} />
          <rect x={10} y={30 + i * 78} width={84} height={22} rx={4} fill={t.band} />
          <rect x={16} y={37 + i * 78} width={36} height={4} rx={2} fill={UI.surface} />
          <rect x={16} y={44 + i * 78} width={18} height={4} rx={2} fill={t.accent} />
          <rect x={16} y={58 + i * 78} width={30} height={20} rx={2} fill={UI.page} />
          <rect x={52} y={60 + i * 78} width={36} height={3} rx={1.5} fill={UI.line} />
          <rect x={52} y={67 + i * 78} width={28} height={3} rx={1.5} fill={UI.line} />
          <T x={10} y={96 + i * 78} size={7.5} weight={i === 0 ? 700 : 400} fill={i === 0 ? UI.brand : UI.text}>
            {t.name}
          </T>
          {i === 0 ? <Check cx={88} cy={34} r={7} /> : null}
        </g>
      ))}
    </Float>
  </g>
);

/** The sample inbox of hello@mybakery.com. */
const INBOX = [
  { from: "Ana Lima", initials: "AL", subject: "Order for Saturday", time: "9:12", color: UI.violet },
  { from: "Corner Café", initials: "CC", subject: "20 loaves weekly?", time: "8:40", color: UI.teal },
  { from: "Tom Reyes", initials: "TR", subject: "Wedding cake quote", time: "Tue", color: UI.accent },
  { from: "Mia Chen", initials: "MC", subject: "Re: Bread class", time: "Mon", color: UI.brand },
] as const;

/**
 * Panel "Hosting that keeps up with you": the sample site's hosting on an Advanced plan (docs/product.md §9
 * allowances from content/hosting.ts): free SSL, email at its own domain, MySQL databases, and
 * the 30-day money-back guarantee the panel names; the inbox of hello@mybakery.com on a phone.
 */
const hosting: ReactNode = (
  <g>
    <Browser x={10} y={14} w={352} h={316} url="panel · mybakery.com">
      <T x={14} y={26} size={12} weight={700}>
        mybakery.com
      </T>
      <Pill x={104} y={15} label="Live" tone="good" size={7.5} />
      <T x={14} y={40} size={7.5} fill={UI.muted}>
        Advanced plan
      </T>
      <Pill x={76} y={31} label="30-day money-back guarantee" tone="brand" size={7} />
      {[
        { title: "SSL certificate", value: "Active, free", note: "Renews by itself", tone: UI.good },
        { title: "Email accounts", value: `3 of ${advanced("Email accounts")}`, note: "hello@mybakery.com", tone: UI.brand },
        { title: "MySQL databases", value: `2 of ${advanced("MySQL databases")}`, note: "orders · newsletter", tone: UI.violet },
        { title: "Web storage", value: `3.2 of ${advanced("Web storage")}`, note: "Room for every photo", tone: UI.teal },
      ].map((card, i) => {
        const x = 14 + (i % 2) * 164;
        const y = 52 + Math.floor(i / 2) * 72;
        return (
          <g key={card.title}>
            <Box x={x} y={y} w={156} h={64} />
            <rect x={x + 10} y={y + 10} width={20} height={20} rx={5} fill={card.tone} opacity={0.14} />
            <circle cx={x + 20} cy={y + 20} r={4} fill={card.tone} />
            <T x={x + 38} y={y + 18} size={7.5} fill={UI.muted}>
              {card.title}
            </T>
            <T x={x + 38} y={y + 31} size={10} weight={700}>
              {card.value}
            </T>
            <T x={x + 10} y={y + 52} size={7.5} fill={UI.muted}>
              {card.note}
            </T>
          </g>
        );
      })}
      <Box x={14} y={198} w={320} h={90} />
      <T x={24} y={214} size={8} weight={600}>
        Page load time, last 7 days
      </T>
      <Bars
        x={24}
        y={222}
        w={170}
        h={44}
        values={[0.9, 0.8, 0.85, 0.7, 0.75, 0.7, 0.65]}
        labels={["M", "T", "W", "T", "F", "S", "S"]}
        fill={UI.teal}
        highlight={6}
      />
      <T x={290} y={246} size={16} weight={700} anchor="end">
        0.65 s
      </T>
      <T x={290} y={260} size={7.5} fill={UI.good} anchor="end">
        Fast today
      </T>
    </Browser>
    <Phone x={322} y={84} w={148} h={266}>
      <T x={10} y={30} size={10} weight={700}>
        Inbox
      </T>
      <T x={10} y={42} size={7} fill={UI.muted}>
        hello@mybakery.com
      </T>
      {INBOX.map((m, i) => (
        <g key={m.from}>
          <Rule x={0} y={50 + i * 40} w={138} />
          <Initials cx={20} cy={70 + i * 40} r={10} text={m.initials} fill={m.color} />
          <T x={35} y={66 + i * 40} size={8} weight={i < 2 ? 700 : 400}>
            {m.from}
          </T>
          <T x={128} y={66 + i * 40} size={7} fill={UI.muted} anchor="end">
            {m.time}
          </T>
          <T x={35} y={78 + i * 40} size={7.5} fill={UI.muted}>
            {m.subject}
          </T>
        </g>
      ))}
    </Phone>
  </g>
);

/**
 * Panel "Bring people back": the sample bakery's mailing list (a newsletter sent, its opens and
 * clicks, subscribers growing), with a calendar event and a contact form message floating over
 * it: the tools the panel names, in one account.
 */
const audience: ReactNode = (
  <g>
    <Browser x={10} y={46} w={360} h={282} url="panel · mailing lists">
      <T x={14} y={24} size={11} weight={700}>
        Bakery news
      </T>
      <T x={14} y={37} size={7.5} fill={UI.muted}>
        Mailing list · 312 subscribers
      </T>
      <Button x={186} y={14} w={96} h={20} label="New newsletter" size={8} />
      <Box x={14} y={46} w={332} h={70} />
      <Pill x={24} y={56} label="Sent" tone="good" size={7} />
      <T x={58} y={64} size={9} weight={700}>
        Saturday bake sale
      </T>
      <T x={24} y={80} size={7.5} fill={UI.muted}>
        Sent Friday 8:00 to 312 people
      </T>
      {[
        { label: "Opened", value: "58%", share: 0.58 },
        { label: "Clicked", value: "21%", share: 0.21 },
      ].map((s, i) => (
        <g key={s.label}>
          <T x={24 + i * 150} y={100} size={7.5} fill={UI.muted}>
            {s.label}
          </T>
          <T x={140 + i * 150} y={100} size={9} weight={700} anchor="end">
            {s.value}
          </T>
          <Meter x={24 + i * 150} y={104} w={116} share={s.share} fill={i === 0 ? UI.brand : UI.teal} />
        </g>
      ))}
      <Box x={14} y={124} w={332} h={112} />
      <T x={24} y={140} size={8} weight={600}>
        New subscribers per week
      </T>
      <Bars x={24} y={148} w={220} h={64} values={[8, 11, 9, 14, 17, 15, 22, 26]} labels={["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"]} highlight={7} />
      <T x={336} y={150} size={16} weight={700} anchor="end">
        +26
      </T>
      <T x={336} y={163} size={7.5} fill={UI.muted} anchor="end">
        this week
      </T>
    </Browser>
    <Float x={300} y={14} w={168} h={86}>
      <T x={12} y={18} size={7.5} weight={600} fill={UI.muted}>
        Calendar
      </T>
      <rect x={12} y={26} width={36} height={44} rx={6} fill={UI.accentSoft} />
      <T x={30} y={40} size={7} weight={600} fill={UI.accent} anchor="middle">
        SAT
      </T>
      <T x={30} y={60} size={16} weight={700} anchor="middle">
        14
      </T>
      <T x={58} y={40} size={9} weight={700}>
        Bread class
      </T>
      <T x={58} y={53} size={7.5} fill={UI.muted}>
        10:00 · 12 Mill Street
      </T>
      <Pill x={58} y={59} label="18 signed up" tone="good" size={7} />
    </Float>
    <Float x={270} y={250} w={200} h={96}>
      <T x={12} y={18} size={7.5} weight={600} fill={UI.muted}>
        Contact form · new message
      </T>
      <Initials cx={24} cy={40} r={11} text="AL" fill={UI.violet} />
      <T x={42} y={38} size={8.5} weight={700}>
        Ana Lima
      </T>
      <T x={42} y={49} size={7} fill={UI.muted}>
        ana@example.com
      </T>
      <Lines x={12} y={70} lines={["Do you bake gluten-free loaves?", "I’d love one for Saturday."]} size={7.5} gap={11} fill={UI.text} />
    </Float>
  </g>
);

export const homeScreens = {
  "home-hero-editor": heroEditor,
  "home-hero-phone": heroPhone,
  "home-hero-stats": heroStats,
  "home-make-it-yours": makeItYours,
  "home-hosting": hosting,
  "home-audience": audience,
} satisfies Partial<Record<IllustrationName, ReactNode>>;
