import type { ReactNode } from "react";
import { tierLimits } from "../../content/hosting.ts";
import { Bars, Box, Browser, Button, Field, Float, Initials, LineChart, Meter, Phone, Pill, Rule, T, Tick, UI } from "./kit.tsx";

/** An Advanced plan's allowance (content/hosting.ts, docs/product.md §9), e.g. "10" or "100 GB". */
const advanced = (label: string) => tierLimits.find((row) => row.label === label)?.values[2] ?? "";
/** A Corporate plan's allowance, for the "move up a tier" line. */
const corporate = (label: string) => tierLimits.find((row) => row.label === label)?.values[3] ?? "";

/** A small line icon in a soft square: what a row of the resources list is about. */
function Icon({ x, y, kind, tone, soft }: { x: number; y: number; kind: "mail" | "database" | "folder" | "gauge"; tone: string; soft: string }) {
  const paths = {
    mail: "M6 8h12v9H6zM6 8l6 5 6-5",
    database: "M7 7.5a5 2 0 0 0 10 0a5 2 0 0 0 -10 0v9a5 2 0 0 0 10 0v-9M7 12a5 2 0 0 0 10 0",
    folder: "M5.5 8h5l1.5 1.5h6.5v8h-13zM12 16v-4.5M10 13.5l2-2 2 2",
    gauge: "M6 16a6 6 0 0 1 12 0M12 16l3-4",
  } as const;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={24} height={24} rx={6} fill={soft} />
      <path d={paths[kind]} fill="none" stroke={tone} strokeWidth={1.4} strokeLinecap="round" strokeLinejoin="round" />
    </g>
  );
}

/** A chat bubble; `mine` puts it on the right in the brand's soft blue, the agent's on the left in grey. */
function Bubble({ x, y, w, lines, mine }: { x: number; y: number; w: number; lines: readonly string[]; mine?: boolean }) {
  const h = lines.length * 10 + 8;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={7} fill={mine ? UI.brandSoft : UI.page} />
      {lines.map((line, i) => (
        <T key={line} x={x + 8} y={y + 12 + i * 10} size={7.5}>
          {line}
        </T>
      ))}
    </g>
  );
}

/**
 * The hosting control panel of an Advanced plan (docs/product.md §9: 10 websites, 10 GB of web storage,
 * 100 GB of monthly bandwidth, 10 email accounts, 10 MySQL databases), in use: three sites,
 * part of each allowance spent, and a backup that has just finished.
 */
const controlPanel: ReactNode = (
  <g>
    <Browser x={14} y={28} w={404} h={292} url="panel.braveweb.com/hosting" sidebar={92}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      {["Dashboard", "Websites", "Domains", "Email", "Databases", "Backups", "Billing"].map((item, i) => (
        <g key={item}>
          {i === 0 ? <rect x={6} y={34 + i * 20} width={80} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
      <T x={106} y={22} size={12} weight={700}>
        Advanced plan
      </T>
      <Pill x={198} y={12} label="Active" tone="good" />
      <T x={106} y={36} size={7.5} fill={UI.muted}>
        Renews on the 1st · 3 of 10 websites in use
      </T>
      {[
        { label: "Web storage", used: "3.2 GB", of: "10 GB", share: 0.32 },
        { label: "Bandwidth this month", used: "41 GB", of: "100 GB", share: 0.41 },
        { label: "Email accounts", used: "4", of: "10", share: 0.4 },
      ].map((m, i) => (
        <g key={m.label}>
          <Box x={106 + i * 96} y={46} w={88} h={52} />
          <T x={113 + i * 96} y={60} size={7} fill={UI.muted}>
            {m.label}
          </T>
          <T x={113 + i * 96} y={76} size={11} weight={700}>
            {m.used}
          </T>
          <T x={113 + i * 96 + (m.used.length + 1) * 6.4} y={76} size={7} fill={UI.muted}>
            {`of ${m.of}`}
          </T>
          <Meter x={113 + i * 96} y={85} w={74} share={m.share} fill={i === 1 ? UI.teal : UI.brand} />
        </g>
      ))}
      <Box x={106} y={106} w={280} h={92} />
      <T x={114} y={120} size={8} weight={600}>
        Websites
      </T>
      <T x={378} y={120} size={7.5} weight={600} fill={UI.brand} anchor="end">
        + Add site
      </T>
      {[
        { name: "mybakery.com", note: "WordPress · SSL on", tone: "good" as const, state: "Live" },
        { name: "shop.mybakery.com", note: "Online store · SSL on", tone: "good" as const, state: "Live" },
        { name: "staging.mybakery.com", note: "Site builder draft", tone: "warn" as const, state: "Draft" },
      ].map((site, i) => (
        <g key={site.name}>
          <Rule x={114} y={127 + i * 23} w={264} />
          <Initials cx={124} cy={139 + i * 23} r={7} text={site.name[0]!.toUpperCase()} fill={[UI.brand, UI.teal, UI.violet][i]} />
          <T x={136} y={137 + i * 23} size={8} weight={600}>
            {site.name}
          </T>
          <T x={136} y={146 + i * 23} size={6.5} fill={UI.muted}>
            {site.note}
          </T>
          <Pill x={378} y={132 + i * 23} label={site.state} tone={site.tone} anchor="end" />
        </g>
      ))}
      <Box x={106} y={206} w={280} h={56} />
      <T x={114} y={220} size={8} weight={600}>
        Visits, last 7 days
      </T>
      <Bars x={114} y={224} w={190} h={26} values={[42, 55, 48, 61, 70, 66, 83]} />
      <T x={378} y={236} size={12} weight={700} anchor="end">
        4,260
      </T>
      <T x={378} y={247} size={7} fill={UI.good} anchor="end">
        +18% on last week
      </T>
    </Browser>
    <Float x={330} y={268} w={140} h={56}>
      <circle cx={18} cy={20} r={9} fill={UI.goodSoft} />
      <path d="M13.5 20l3 3 6-6" fill="none" stroke={UI.good} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
      <T x={33} y={18} size={8.5} weight={600}>
        Backup complete
      </T>
      <T x={33} y={29} size={7} fill={UI.muted}>
        mybakery.com · 2:00 AM
      </T>
      <Meter x={12} y={40} w={116} share={1} fill={UI.good} />
    </Float>
  </g>
);

/**
 * Monitoring of a site on the plan, around the clock: the page's 99.9% uptime promise, a day of
 * response times, the security patches the team applied, and the same status on the owner's
 * phone (sample figures for the sample site mybakery.com).
 */
const uptime: ReactNode = (
  <g>
    <Browser x={10} y={18} w={350} h={300} url="panel.braveweb.com/hosting/status">
      <T x={16} y={24} size={12} weight={700}>
        Server status
      </T>
      <Pill x={108} y={14} label="All systems online" tone="good" />
      <T x={16} y={38} size={7.5} fill={UI.muted}>
        mybakery.com · checked every minute, day and night
      </T>
      {[
        { label: "Uptime promise", value: "99.9%", tone: UI.good },
        { label: "Response time", value: "186 ms", tone: UI.text },
        { label: "Visits today", value: "1,204", tone: UI.text },
      ].map((tile, i) => (
        <g key={tile.label}>
          <Box x={16 + i * 99} y={48} w={91} h={42} />
          <T x={24 + i * 99} y={62} size={7} fill={UI.muted}>
            {tile.label}
          </T>
          <T x={24 + i * 99} y={80} size={13} weight={700} fill={tile.tone}>
            {tile.value}
          </T>
        </g>
      ))}
      <Box x={16} y={98} w={289} h={86} />
      <T x={24} y={112} size={8} weight={600}>
        Response time, last 24 hours
      </T>
      <LineChart
        x={24}
        y={120}
        w={273}
        h={42}
        values={[190, 182, 176, 171, 178, 196, 214, 232, 221, 208, 226, 241, 219, 204, 198, 212, 236, 228, 209, 194, 188, 185, 183, 186]}
      />
      {["12 AM", "6 AM", "12 PM", "6 PM", "Now"].map((label, i) => (
        <T key={label} x={24 + i * 68.25} y={175} size={7} fill={UI.muted} anchor={i === 0 ? "start" : i === 4 ? "end" : "middle"}>
          {label}
        </T>
      ))}
      <Box x={16} y={192} w={289} h={76} />
      <T x={24} y={206} size={8} weight={600}>
        Looked after for you
      </T>
      {[
        { what: "Security patches applied", when: "OpenSSL and PHP updated · 3:10 AM", label: "Done" },
        { what: "Health check passed", when: "Disk, memory and network · 6:00 AM", label: "OK" },
      ].map((row, i) => (
        <g key={row.what}>
          <Rule x={24} y={212 + i * 26} w={273} />
          <Tick cx={32} cy={226 + i * 26} />
          <T x={44} y={223 + i * 26} size={8} weight={600}>
            {row.what}
          </T>
          <T x={44} y={233 + i * 26} size={7} fill={UI.muted}>
            {row.when}
          </T>
          <Pill x={297} y={218 + i * 26} label={row.label} tone="good" anchor="end" />
        </g>
      ))}
    </Browser>
    <Phone x={318} y={58} w={150} h={292}>
      <T x={14} y={24} size={7} weight={600}>
        9:41
      </T>
      <rect x={0} y={32} width={140} height={30} fill={UI.brand} />
      <T x={12} y={51} size={9} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      <T x={12} y={80} size={9} weight={700}>
        mybakery.com
      </T>
      <circle cx={18} cy={94} r={4} fill={UI.good} />
      <T x={27} y={97} size={10} weight={700} fill={UI.good}>
        Online
      </T>
      <T x={12} y={116} size={7} fill={UI.muted}>
        Every hour, last 24 hours
      </T>
      {Array.from({ length: 24 }, (_, i) => (
        <rect key={i} x={12 + i * 4.8} y={122} width={3.4} height={20} rx={1} fill={UI.good} />
      ))}
      <T x={12} y={152} size={7} fill={UI.muted}>
        Midnight
      </T>
      <T x={128} y={152} size={7} fill={UI.muted} anchor="end">
        Now
      </T>
      {[
        { what: "Patches applied", when: "3:10 AM" },
        { what: "Health check passed", when: "6:00 AM" },
        { what: "Busiest hour so far", when: "9 AM · 212 visits" },
      ].map((note, i) => (
        <g key={note.what}>
          <Box x={8} y={164 + i * 36} w={124} h={30} />
          <T x={16} y={177 + i * 36} size={7.5} weight={600}>
            {note.what}
          </T>
          <T x={16} y={187 + i * 36} size={7} fill={UI.muted}>
            {note.when}
          </T>
        </g>
      ))}
    </Phone>
  </g>
);

/**
 * The resources of an Advanced plan (content/hosting.ts, docs/product.md §9 limits): email accounts, MySQL
 * databases, FTP accounts and bandwidth, part of each in use, a new database being created, and
 * what the next tier (Corporate) would give.
 */
const included: ReactNode = (
  <g>
    <Browser x={10} y={14} w={380} h={272} url="panel.braveweb.com/hosting/resources">
      <T x={16} y={24} size={12} weight={700}>
        Plan resources
      </T>
      <Pill x={108} y={14} label="Advanced plan" tone="brand" />
      {[
        { kind: "mail" as const, name: "Email accounts", detail: "anna@, hello@, orders@ and support@", used: 4, of: advanced("Email accounts"), unit: "" },
        { kind: "database" as const, name: "MySQL databases", detail: "bakery_wordpress, bakery_shop", used: 2, of: advanced("MySQL databases"), unit: "" },
        { kind: "folder" as const, name: "FTP accounts", detail: "anna (all files), designer (/images)", used: 2, of: advanced("FTP accounts"), unit: "" },
        { kind: "gauge" as const, name: "Bandwidth this month", detail: "Resets on the 1st", used: 41, of: advanced("Monthly bandwidth"), unit: " GB" },
      ].map((row, i) => {
        const tones = [
          [UI.brand, UI.brandSoft],
          [UI.violet, UI.violetSoft],
          [UI.accent, UI.accentSoft],
          [UI.teal, UI.tealSoft],
        ] as const;
        const [tone, soft] = tones[i]!;
        const y = 34 + i * 40;
        return (
          <g key={row.name}>
            <Box x={16} y={y} w={348} h={34} />
            <Icon x={24} y={y + 5} kind={row.kind} tone={tone} soft={soft} />
            <T x={56} y={y + 15} size={8.5} weight={600}>
              {row.name}
            </T>
            <T x={56} y={y + 26} size={7} fill={UI.muted}>
              {row.detail}
            </T>
            <T x={296} y={y + 15} size={7.5} fill={UI.muted} anchor="end">
              {`${row.used}${row.unit} of ${row.of}`}
            </T>
            <Meter x={216} y={y + 21} w={80} share={row.used / parseFloat(row.of)} fill={tone} />
            <T x={354} y={y + 20} size={7.5} weight={600} fill={UI.brand} anchor="end">
              Manage
            </T>
          </g>
        );
      })}
      <T x={16} y={210} size={7.5} fill={UI.muted}>
        {`Need more room? Corporate gives ${corporate("MySQL databases")} databases`}
      </T>
      <T x={16} y={221} size={7.5} fill={UI.muted}>
        {`and ${corporate("Monthly bandwidth")} of bandwidth a month.`}
      </T>
      <Button x={16} y={230} w={96} h={20} label="Compare plans" tone="light" size={8} />
    </Browser>
    <Float x={290} y={214} w={178} h={132}>
      <Icon x={12} y={10} kind="database" tone={UI.violet} soft={UI.violetSoft} />
      <T x={42} y={21} size={9} weight={700}>
        New MySQL database
      </T>
      <T x={42} y={31} size={7} fill={UI.muted}>
        {`3 of ${advanced("MySQL databases")} after this one`}
      </T>
      <Field x={12} y={40} w={154} label="Database name" value="bakery_forum" />
      <Field x={12} y={72} w={154} label="User" value="bakery_admin" />
      <Button x={12} y={106} w={154} h={18} label="Create database" />
    </Float>
  </g>
);

/**
 * Help from people: a support chat that walks through an FTP login step by step, over the Help
 * Center's guides for the common jobs the page names (pointing a domain, restoring a file).
 */
const support: ReactNode = (
  <g>
    <Browser x={10} y={14} w={300} h={270} url="help.braveweb.com" back>
      <T x={16} y={26} size={12} weight={700}>
        Help Center
      </T>
      <Field x={16} y={36} w={268} placeholder="Search the guides, e.g. FTP" />
      <T x={16} y={74} size={8} weight={600} fill={UI.muted}>
        Step-by-step guides
      </T>
      {[
        { title: "Point a domain to your site", topic: "Domains" },
        { title: "Restore a file from a backup", topic: "Backups" },
        { title: "Connect with an FTP client", topic: "FTP" },
        { title: "Create a MySQL database", topic: "Databases" },
        { title: "Set up email on your phone", topic: "Email" },
      ].map((guide, i) => (
        <g key={guide.title}>
          <Rule x={16} y={82 + i * 30} w={268} />
          <rect x={16} y={89 + i * 30} width={16} height={18} rx={3} fill={UI.brandSoft} />
          <path d={`M20 ${95 + i * 30}h8M20 ${99 + i * 30}h8M20 ${103 + i * 30}h5`} stroke={UI.brand} strokeWidth={1} />
          <T x={40} y={97 + i * 30} size={8} weight={600}>
            {guide.title}
          </T>
          <T x={40} y={107 + i * 30} size={7} fill={UI.muted}>
            {guide.topic}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={196} y={70} w={272} h={278} r={10}>
      <path d="M0 10a10 10 0 0 1 10 -10h252a10 10 0 0 1 10 10v34h-272z" fill={UI.brand} />
      <Initials cx={24} cy={22} r={11} text="SR" fill={UI.teal} />
      <T x={42} y={20} size={9} weight={700} fill={UI.surface}>
        Sam, Braveweb support
      </T>
      <T x={42} y={32} size={7} fill={UI.surface}>
        Hosting · FTP and databases
      </T>
      <Bubble x={112} y={54} w={148} lines={["My FTP client says", "“Login failed”. Help?"]} mine />
      <Bubble x={12} y={90} w={176} lines={["Let’s fix it together. Check", "these in your FTP client:"]} />
      <Box x={12} y={126} w={206} h={76} />
      {[
        { step: "Host: ftp.mybakery.com", done: true },
        { step: "Port: 21", done: true },
        { step: "User: anna", done: true },
        { step: "New password from Panel › FTP", done: false },
      ].map((item, i) => (
        <g key={item.step}>
          {item.done ? <Tick cx={24} cy={140 + i * 17} r={5.5} /> : <circle cx={24} cy={140 + i * 17} r={5} fill="none" stroke={UI.muted} strokeWidth={1} />}
          <T x={35} y={143 + i * 17} size={7.5}>
            {item.step}
          </T>
        </g>
      ))}
      <Bubble x={124} y={210} w={136} lines={["Connected! Thank you."]} mine />
      <Field x={12} y={244} w={248} placeholder="Write a message…" />
    </Float>
  </g>
);

export const webhostingScreens = {
  "webhosting-control-panel": controlPanel,
  "webhosting-uptime": uptime,
  "webhosting-included": included,
  "webhosting-support": support,
} as const;
