import type { ReactNode } from "react";
import { Bars, Box, Browser, Float, Initials, Meter, Pill, Rule, T, UI } from "./kit.tsx";

/**
 * The hosting control panel of an Advanced plan (SPEC §9: 10 websites, 10 GB of web storage,
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

export const webhostingScreens = {
  "webhosting-control-panel": controlPanel,
} as const;
