import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, LineChart, Phone, Pill, Rule, T, Tabs, UI } from "./kit.tsx";

/**
 * The product screens of /passwordprotect (views/screens/kit.tsx has the parts they are drawn
 * from). Their words come from content/pages/passwordprotect.ts (a login box in front of private
 * pages, one snippet per page, members in groups such as staff, parents and clients, access
 * requests, login stats with failed attempts, hashed passwords, HTTPS, lockout, reset by email);
 * the swim school (riversideswim.org), its members and their figures are sample data.
 */

const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace";

/** A small padlock, centred on x. */
const Padlock = ({ x, y, s = 1, fill = UI.brand }: { x: number; y: number; s?: number; fill?: string }) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M-5 0v-4a5 5 0 0 1 10 0v4" fill="none" stroke={fill} strokeWidth={2} />
    <rect x={-8} y={0} width={16} height={12} rx={2.5} fill={fill} />
    <circle cx={0} cy={5.5} r={1.8} fill={UI.surface} />
  </g>
);

/** A tick in a small circle. */
const Tick = ({ cx, cy, r = 6 }: { cx: number; cy: number; r?: number }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={UI.good} />
    <path
      d={`M${cx - r * 0.45} ${cy}l${r * 0.32} ${r * 0.32} ${r * 0.6} ${-r * 0.62}`}
      fill="none"
      stroke={UI.surface}
      strokeWidth={r * 0.28}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </g>
);

/** A private page's own words, faded behind the login box. */
const fadedPage = (
  <g opacity={0.35}>
    <rect x={0} y={0} width={380} height={34} fill="#0d4f7a" />
    <T x={16} y={22} size={11} weight={700} fill={UI.surface}>
      Riverside Swim School
    </T>
    <T x={16} y={60} size={14} weight={700}>
      Members area
    </T>
    {["Lane times for the autumn term", "Gala volunteers: sign-up list", "Coach phone list", "Meeting minutes, May 14", "Squad photos to download"].map(
      (line, i) => (
        <g key={line}>
          <rect x={16} y={76 + i * 38} width={348} height={30} rx={5} fill={UI.page} />
          <T x={28} y={95 + i * 38} size={9}>
            {line}
          </T>
        </g>
      ),
    )}
  </g>
);

/** The hero: a members-only page hidden behind its login box, and a member's phone once logged in (content/pages/passwordprotect.ts lead and "Install in minutes"). */
const prompt: ReactNode = (
  <g>
    <Browser x={12} y={16} w={380} h={312} url="riversideswim.org/members">
      {fadedPage}
      <rect x={0} y={0} width={380} height={290} fill={UI.dark} opacity={0.28} />
      <Box x={86} y={38} w={208} h={214} r={10} shadow />
      <circle cx={190} cy={70} r={17} fill={UI.brandSoft} />
      <Padlock x={190} y={68} s={1.05} />
      <T x={190} y={106} size={13} weight={700} anchor="middle">
        Members only
      </T>
      <T x={190} y={119} size={7.5} fill={UI.muted} anchor="middle">
        Log in to see the swim school’s pages
      </T>
      <Field x={106} y={128} w={168} label="Username" value="sam.porter" />
      <Field x={106} y={160} w={168} label="Password" value="••••••••••" />
      <Button x={106} y={198} w={168} h={22} label="Log in" size={9} />
      <T x={106} y={238} size={7.5} weight={600} fill={UI.brand}>
        Forgot password?
      </T>
      <T x={274} y={238} size={7.5} weight={600} fill={UI.brand} anchor="end">
        Request access
      </T>
    </Browser>
    <Phone x={344} y={92} w={126} h={256}>
      <T x={10} y={22} size={7.5} weight={600}>
        9:41
      </T>
      <rect x={0} y={30} width={116} height={26} fill="#0d4f7a" />
      <T x={10} y={47} size={8} weight={700} fill={UI.surface}>
        Riverside Swim
      </T>
      <T x={10} y={74} size={9.5} weight={700}>
        Welcome back,
      </T>
      <T x={10} y={86} size={9.5} weight={700}>
        Sam
      </T>
      {[
        { t: "Lane times", n: "Autumn term" },
        { t: "Coach phone list", n: "12 coaches" },
        { t: "Meeting minutes", n: "May 14" },
        { t: "Squad photos", n: "3 albums" },
      ].map((r, i) => (
        <g key={r.t}>
          <Box x={8} y={96 + i * 32} w={100} h={28} fill={UI.page} />
          <T x={15} y={108 + i * 32} size={7.5} weight={600}>
            {r.t}
          </T>
          <T x={15} y={118 + i * 32} size={7} fill={UI.muted}>
            {r.n}
          </T>
        </g>
      ))}
      <Pill x={10} y={227} label="Logged in" tone="good" size={7} />
    </Phone>
  </g>
);

/** Install: the area named, its snippet copied from the panel, and pasted at the top of a private page in an editor (content/pages/passwordprotect.ts "Install in minutes"). */
const snippet: ReactNode = (
  <g>
    <Browser x={12} y={14} w={340} h={232} url="panel.braveweb.com/protect/members" back>
      <T x={16} y={24} size={12} weight={700}>
        New protected area
      </T>
      {[
        { n: "1", t: "Name your area", done: true },
        { n: "2", t: "Copy the snippet", done: true },
        { n: "3", t: "Paste it on each page", done: false },
      ].map((s, i) => (
        <g key={s.n}>
          {s.done ? (
            <Tick cx={24} cy={[44, 92, 166][i]!} r={7} />
          ) : (
            <g>
              <circle cx={24} cy={166} r={7} fill={UI.brand} />
              <T x={24} y={169} size={7.5} weight={700} fill={UI.surface} anchor="middle">
                {s.n}
              </T>
            </g>
          )}
          <T x={38} y={[47, 95, 169][i]!} size={8.5} weight={600}>
            {s.t}
          </T>
        </g>
      ))}
      <Field x={38} y={54} w={200} value="Members area" />
      <T x={246} y={66} size={7.5} fill={UI.muted}>
        Groups: all
      </T>
      <rect x={38} y={104} width={286} height={46} rx={6} fill={UI.dark} />
      <g fontFamily={MONO}>
        <T x={48} y={123} size={8} fill="#9cd0ff">
          {'<script src="https://braveweb.com/p.js"'}
        </T>
        <T x={62} y={138} size={8} fill="#9cd0ff">
          {'data-area="members"></script>'}
        </T>
      </g>
      <Pill x={318} y={111} label="Copied" tone="good" size={7} anchor="end" />
      <T x={38} y={181} size={7} fill={UI.muted}>
        At the top, before anything else.
      </T>
    </Browser>
    <Float x={190} y={186} w={278} h={160}>
      <rect x={0} y={0} width={278} height={160} rx={8} fill="#14202c" />
      <rect x={0} y={0} width={278} height={24} rx={8} fill="#1d2b38" />
      <rect x={0} y={16} width={278} height={8} fill="#1d2b38" />
      <rect x={8} y={5} width={84} height={19} rx={3} fill="#14202c" />
      <T x={16} y={18} size={7.5} weight={600} fill={UI.surface}>
        lane-times.html
      </T>
      <T x={100} y={18} size={7.5} fill="#a9b6c3">
        minutes.html
      </T>
      <rect x={0} y={32} width={278} height={30} fill="#1f4d3a" />
      <g fontFamily={MONO}>
        {[
          { c: '<script src="https://braveweb.com/p.js"', f: "#b9f3d3" },
          { c: 'data-area="members"></script>', f: "#b9f3d3", indent: 9 },
          { c: "<!DOCTYPE html>", f: "#a9b6c3" },
          { c: "<html>", f: "#9cd0ff" },
          { c: "<head><title>Lane times</title></head>", f: "#9cd0ff" },
          { c: "<body>", f: "#9cd0ff" },
          { c: "<h1>Autumn lane times</h1>", f: "#e8edf2", indent: 9 },
          { c: "<table>…", f: "#e8edf2", indent: 9 },
        ].map((l, i) => (
          <g key={i}>
            <T x={22} y={44 + i * 15} size={7.5} fill="#8a98a6" anchor="end">
              {`${i + 1}`}
            </T>
            <T x={32 + (l.indent ?? 0)} y={44 + i * 15} size={7.5} fill={l.f}>
              {l.c}
            </T>
          </g>
        ))}
      </g>
      <Pill x={268} y={38} label="Pasted" tone="good" size={7} anchor="end" />
    </Float>
  </g>
);

/** Members: a list sorted into Staff, Parents and Clients with edit, pause and remove, and an access request to approve (content/pages/passwordprotect.ts "Member management made simple"). */
const members: ReactNode = (
  <g>
    <Browser x={12} y={14} w={456} h={276} url="panel.braveweb.com/protect/members">
      <T x={16} y={24} size={12} weight={700}>
        Members
      </T>
      <Button x={348} y={10} w={92} h={20} label="+ Add member" size={8} />
      <Tabs
        y={46}
        bar={30}
        tabs={[
          { label: "All 38", x: 16, on: true },
          { label: "Staff 6", x: 64 },
          { label: "Parents 24", x: 114 },
          { label: "Clients 8", x: 176 },
        ]}
      />
      <Rule x={16} y={52} w={424} />
      {["Name", "Group", "Status", "Last login"].map((h, i) => (
        <T key={h} x={[16, 196, 262, 326][i]!} y={66} size={7} weight={600} fill={UI.muted}>
          {h}
        </T>
      ))}
      {[
        {
          i: "LR",
          c: UI.teal,
          name: "Lena Ross",
          mail: "lena@riversideswim.org",
          group: "Staff",
          tone: "brand" as const,
          state: "Active",
          st: "good" as const,
          last: "Today",
        },
        {
          i: "SP",
          c: UI.brand,
          name: "Sam Porter",
          mail: "sam.porter@mail.com",
          group: "Parents",
          tone: "violet" as const,
          state: "Active",
          st: "good" as const,
          last: "Today",
        },
        {
          i: "DP",
          c: UI.violet,
          name: "Dev Patel",
          mail: "dev.patel@mail.com",
          group: "Parents",
          tone: "violet" as const,
          state: "Active",
          st: "good" as const,
          last: "2 days ago",
        },
        {
          i: "AK",
          c: UI.accent,
          name: "Anna Kim",
          mail: "anna@kimdesign.co",
          group: "Clients",
          tone: "teal" as const,
          state: "Paused",
          st: "warn" as const,
          last: "5 weeks ago",
        },
        {
          i: "JW",
          c: "#5b6875",
          name: "Jo Walker",
          mail: "jwalker@mail.com",
          group: "Staff",
          tone: "brand" as const,
          state: "Active",
          st: "good" as const,
          last: "Yesterday",
        },
      ].map((m, r) => {
        const y = 72 + r * 30;
        return (
          <g key={m.name}>
            <Rule x={16} y={y} w={424} />
            <Initials cx={28} cy={y + 15} r={8} text={m.i} fill={m.c} />
            <T x={42} y={y + 13} size={8} weight={600}>
              {m.name}
            </T>
            <T x={42} y={y + 23} size={7} fill={UI.muted}>
              {m.mail}
            </T>
            <Pill x={196} y={y + 8} label={m.group} tone={m.tone} size={7} />
            <Pill x={262} y={y + 8} label={m.state} tone={m.st} size={7} />
            <T x={326} y={y + 18} size={7.5}>
              {m.last}
            </T>
            <path d={`M400 ${y + 19}l1-4 7-7 3 3-7 7z`} fill="none" stroke={UI.muted} strokeWidth={1.1} strokeLinejoin="round" />
            <path d={`M422 ${y + 10}l7 7M429 ${y + 10}l-7 7`} stroke={UI.accent} strokeWidth={1.4} strokeLinecap="round" />
          </g>
        );
      })}
      <Rule x={16} y={222} w={424} />
    </Browser>
    <Float x={196} y={258} w={272} h={88}>
      <T x={14} y={20} size={8} weight={700} fill={UI.warn}>
        ACCESS REQUEST
      </T>
      <Initials cx={24} cy={40} r={10} text="PN" fill={UI.good} />
      <T x={40} y={38} size={8.5} weight={600}>
        Priya Nair wants to join Parents
      </T>
      <T x={40} y={49} size={7} fill={UI.muted}>
        priya.nair@mail.com · 10 min ago
      </T>
      <Button x={40} y={60} w={70} h={18} label="Approve" size={8} />
      <Button x={116} y={60} w={64} h={18} label="Decline" tone="light" size={8} />
    </Float>
  </g>
);

/** Login stats: a month of member logins, recent sign-ins, the 3 failed attempts and quiet accounts (content/pages/passwordprotect.ts "Login stats for every member"). */
const stats: ReactNode = (
  <g>
    <Browser x={12} y={24} w={340} h={300} url="panel.braveweb.com/protect/stats">
      <T x={16} y={24} size={12} weight={700}>
        Login stats · June
      </T>
      {[
        { label: "Logins", value: "412" },
        { label: "Members active", value: "31 of 38" },
        { label: "Failed attempts", value: "3" },
      ].map((t, i) => (
        <g key={t.label}>
          <Box x={16 + i * 88} y={34} w={80} h={40} />
          <T x={24 + i * 88} y={48} size={7} fill={UI.muted}>
            {t.label}
          </T>
          <T x={24 + i * 88} y={66} size={12} weight={700} fill={i === 2 ? UI.accent : UI.text}>
            {t.value}
          </T>
        </g>
      ))}
      <T x={16} y={94} size={8} weight={600}>
        Logins per day
      </T>
      <LineChart
        x={16}
        y={102}
        w={250}
        h={56}
        values={[9, 12, 11, 15, 18, 8, 6, 13, 16, 14, 19, 21, 10, 7, 14, 17, 15, 20, 22, 12, 9, 16, 18, 17, 23, 25, 13, 11, 18, 20]}
      />
      <T x={16} y={170} size={7} fill={UI.muted}>
        Jun 1
      </T>
      <T x={266} y={170} size={7} fill={UI.muted} anchor="end">
        Jun 30
      </T>
      <T x={16} y={192} size={8} weight={600}>
        Recent sign-ins
      </T>
      {[
        { i: "SP", c: UI.brand, name: "Sam Porter", when: "Today, 9:14 AM", visits: "14 visits" },
        { i: "LR", c: UI.teal, name: "Lena Ross", when: "Today, 8:02 AM", visits: "22 visits" },
        { i: "DP", c: UI.violet, name: "Dev Patel", when: "Yesterday, 7:45 PM", visits: "6 visits" },
      ].map((s, r) => (
        <g key={s.name}>
          <Rule x={16} y={198 + r * 24} w={250} />
          <Initials cx={26} cy={210 + r * 24} r={7} text={s.i} fill={s.c} />
          <T x={38} y={213 + r * 24} size={8} weight={600}>
            {s.name}
          </T>
          <T x={118} y={213 + r * 24} size={7.5} fill={UI.muted}>
            {s.when}
          </T>
          <T x={266} y={213 + r * 24} size={7.5} anchor="end">
            {s.visits}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={296} y={70} w={172} h={206}>
      <rect x={0} y={0} width={172} height={4} rx={2} fill={UI.accent} />
      <T x={14} y={24} size={9} weight={700}>
        Failed attempts
      </T>
      <Pill x={158} y={14} label="3 tonight" tone="accent" size={7} anchor="end" />
      {[
        { user: "jwalker", time: "10:42 PM" },
        { user: "jwalker", time: "10:43 PM" },
        { user: "jwalker", time: "10:43 PM" },
      ].map((f, i) => (
        <g key={i}>
          <path d={`M16 ${38 + i * 18}l6 6M22 ${38 + i * 18}l-6 6`} stroke={UI.accent} strokeWidth={1.4} strokeLinecap="round" />
          <T x={30} y={44 + i * 18} size={7.5} weight={600}>
            {f.user}
          </T>
          <T x={158} y={44 + i * 18} size={7.5} fill={UI.muted} anchor="end">
            {f.time}
          </T>
        </g>
      ))}
      <T x={14} y={104} size={7} fill={UI.muted}>
        Wrong password each time
      </T>
      <Rule x={14} y={114} w={144} />
      <T x={14} y={132} size={9} weight={700}>
        Quiet accounts
      </T>
      <T x={14} y={144} size={7} fill={UI.muted}>
        No login in 30 days
      </T>
      {[
        { i: "AK", c: UI.accent, name: "Anna Kim" },
        { i: "MB", c: UI.teal, name: "Max Berg" },
      ].map((q, i) => (
        <g key={q.name}>
          <Initials cx={22} cy={160 + i * 20} r={7} text={q.i} fill={q.c} />
          <T x={34} y={163 + i * 20} size={8}>
            {q.name}
          </T>
        </g>
      ))}
    </Float>
  </g>
);

/** Authentication: a locked account's login on a phone over HTTPS with a reset link, and the area's security settings with a hashed password (content/pages/passwordprotect.ts "Authentication you can trust"). */
const auth: ReactNode = (
  <g>
    <Browser x={150} y={30} w={318} h={268} url="panel.braveweb.com/protect/security" back>
      <T x={64} y={24} size={12} weight={700}>
        Security
      </T>
      {[
        { label: "Login over HTTPS", pill: "Always on", tone: "good" as const },
        { label: "Password storage", pill: "Hashed", tone: "good" as const },
        { label: "Lock after failed logins", pill: "On", tone: "good" as const },
        { label: "Reset by email", pill: "On", tone: "good" as const },
      ].map((s, i) => (
        <g key={s.label}>
          <Rule x={64} y={34 + i * 24} w={240} />
          <T x={64} y={50 + i * 24} size={8}>
            {s.label}
          </T>
          <Pill x={304} y={41 + i * 24} label={s.pill} tone={s.tone} size={7} anchor="end" />
        </g>
      ))}
      <Box x={64} y={138} w={240} h={48} fill={UI.page} />
      <T x={72} y={152} size={7} weight={600} fill={UI.muted}>
        sam.porter · as stored
      </T>
      <g fontFamily={MONO}>
        <T x={72} y={166} size={7.5}>
          9f3c 71ab e04d 5c2e 88f1 b7…
        </T>
        <T x={72} y={178} size={7.5}>
          …d62a 0c94 3fe8 a15b 7c40
        </T>
      </g>
      <T x={64} y={206} size={8} weight={600}>
        Locked right now
      </T>
      <Initials cx={72} cy={222} r={7} text="JW" fill="#5b6875" />
      <T x={84} y={225} size={8}>
        jwalker · 6 wrong passwords
      </T>
      <T x={304} y={225} size={7.5} weight={600} fill={UI.brand} anchor="end">
        Unlock
      </T>
    </Browser>
    <Phone x={20} y={16} w={168} h={330}>
      <T x={12} y={22} size={7.5} weight={600}>
        9:41
      </T>
      <rect x={8} y={30} width={142} height={18} rx={9} fill={UI.page} />
      <Padlock x={20} y={36} s={0.5} fill={UI.good} />
      <T x={28} y={42} size={7.5} fill={UI.text}>
        https://riversideswim.org
      </T>
      <T x={79} y={76} size={12} weight={700} anchor="middle">
        Members only
      </T>
      <rect x={10} y={88} width={138} height={56} rx={6} fill={UI.accentSoft} />
      <T x={18} y={103} size={8} weight={700} fill={UI.accent}>
        Account locked for now
      </T>
      <T x={18} y={116} size={7.5} fill={UI.text}>
        Too many wrong passwords.
      </T>
      <T x={18} y={127} size={7.5} fill={UI.text}>
        Try again later, or reset
      </T>
      <T x={18} y={138} size={7.5} fill={UI.text}>
        your password by email.
      </T>
      <Field x={10} y={152} w={138} label="Username" value="jwalker" />
      <Field x={10} y={184} w={138} label="Password" value="••••••••" />
      <Button x={10} y={222} w={138} h={24} label="Email me a reset link" size={8.5} />
      <Pill x={79 - 44} y={258} label="Connection secure" tone="good" size={7} />
    </Phone>
  </g>
);

export const passwordprotectScreens: Record<string, ReactNode> = {
  "passwordprotect-prompt": prompt,
  "passwordprotect-snippet": snippet,
  "passwordprotect-members": members,
  "passwordprotect-stats": stats,
  "passwordprotect-auth": auth,
};
