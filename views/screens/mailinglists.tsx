import type { ReactNode } from "react";
import type { SceneName } from "../../content/scenes.ts";
import { Bars, Box, Browser, Button, Field, Float, Initials, Phone, Pill, Scene, Rule, T, UI } from "./kit.tsx";

/**
 * The product screens of /mailinglists (views/screens/kit.tsx has the parts they are drawn from).
 * The list belongs to a sample bakery, "mybakery.com": its subscribers, its March newsletter and
 * that newsletter's report are sample data, and the report says so.
 */

/** The bakery's March newsletter as it reads in an inbox, at width w (the editor's canvas and the phone preview share it). */
function Newsletter({ x, y, w, compact }: { x: number; y: number; w: number; compact?: boolean }) {
  const lines = compact
    ? ["Hot cross buns are", "back from Friday, and", "our rye now comes", "in a half loaf."]
    : ["Hot cross buns are back from Friday,", "and our rye sourdough now comes in", "a half loaf. See you at the counter!"];
  const photo = compact ? 44 : 54;
  const head = 28 + photo + (compact ? 16 : 18);
  const body = head + 15;
  const button = body + lines.length * 11 + 2;
  const rule = button + 26;
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={22} fill={UI.dark} />
      <T x={w / 2} y={14.5} size={compact ? 7.5 : 8.5} weight={700} fill={UI.surface} anchor="middle">
        MY BAKERY
      </T>
      <Scene name="bun" x={8} y={28} w={w - 16} h={photo} r={3} focus={56} />
      <T x={10} y={head} size={compact ? 9 : 11} weight={700}>
        Spring menu is here
      </T>
      {lines.map((line, i) => (
        <T key={line} x={10} y={body + i * 11} size={7} fill={UI.muted}>
          {line}
        </T>
      ))}
      <Button x={10} y={button} w={compact ? 70 : 82} h={compact ? 16 : 18} label="See the menu" tone="accent" size={7.5} />
      <Rule x={8} y={rule} w={w - 16} />
      <T x={w / 2} y={rule + 12} size={7} fill={UI.muted} anchor="middle">
        {compact ? "Unsubscribe" : "mybakery.com · Unsubscribe"}
      </T>
    </g>
  );
}

/** An icon in a row of the editor's blocks: a small drawn glyph, not a font. */
function BlockGlyph({ kind, x, y }: { kind: string; x: number; y: number }) {
  const stroke = { fill: "none", stroke: UI.brand, strokeWidth: 1.3, strokeLinecap: "round" as const };
  if (kind === "Text") return <path d={`M${x} ${y}h10M${x + 5} ${y}v9`} {...stroke} />;
  if (kind === "Image")
    return (
      <g>
        <rect x={x} y={y} width={11} height={9} rx={1.5} {...stroke} />
        <path d={`M${x + 1} ${y + 8}l3.5 -4 3 3 2 -2 1.5 2`} {...stroke} />
      </g>
    );
  if (kind === "Button") return <rect x={x} y={y + 1.5} width={11} height={6} rx={3} fill={UI.brand} />;
  if (kind === "Divider") return <path d={`M${x} ${y + 4.5}h11`} {...stroke} />;
  if (kind === "Columns")
    return (
      <g>
        <rect x={x} y={y} width={4.5} height={9} rx={1} {...stroke} />
        <rect x={x + 6.5} y={y} width={4.5} height={9} rx={1} {...stroke} />
      </g>
    );
  return (
    <g>
      <circle cx={x + 2} cy={y + 4.5} r={2} {...stroke} />
      <circle cx={x + 9} cy={y + 1.5} r={1.6} {...stroke} />
      <circle cx={x + 9} cy={y + 7.5} r={1.6} {...stroke} />
    </g>
  );
}

/** The campaign editor with the March newsletter half written: blocks on the left, the draft, its audience and a phone preview. */
const editor: ReactNode = (
  <g>
    <Browser x={12} y={24} w={402} h={300} url="app.braveweb.com/mailinglists/campaigns/new">
      <T x={12} y={19} size={10} weight={700}>
        March newsletter
      </T>
      <Pill x={106} y={10} label="Draft" tone="warn" />
      <Button x={250} y={8} w={64} h={17} label="Send test" tone="light" size={7.5} />
      <Button x={320} y={8} w={70} h={17} label="Schedule" size={7.5} />
      <Rule x={0} y={32} w={402} />
      <rect x={0} y={32.4} width={86} height={245.6} fill={UI.page} />
      <path d={`M86 32.4v245.6`} stroke={UI.line} strokeWidth={0.7} />
      <T x={10} y={48} size={7} weight={600} fill={UI.muted}>
        BLOCKS
      </T>
      {["Text", "Image", "Button", "Divider", "Columns", "Social"].map((kind, i) => (
        <g key={kind}>
          <Box x={8} y={56 + i * 27} w={70} h={21} r={4} />
          <BlockGlyph kind={kind} x={15} y={62 + i * 27} />
          <T x={32} y={69.5 + i * 27} size={7.5}>
            {kind}
          </T>
        </g>
      ))}
      <T x={98} y={48} size={7} fill={UI.muted}>
        Subject
      </T>
      <T x={132} y={48} size={7.5} weight={600}>
        Spring menu is here
      </T>
      <T x={98} y={61} size={7} fill={UI.muted}>
        To
      </T>
      <T x={132} y={61} size={7.5} weight={600}>
        All subscribers · 2,480
      </T>
      <rect x={98} y={70} width={226} height={190} rx={4} fill={UI.surface} stroke={UI.line} />
      <Newsletter x={98} y={71} w={226} />
      <rect x={102} y={158} width={218} height={56} rx={3} fill="none" stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <rect x={102} y={149} width={32} height={11} rx={2} fill={UI.brand} />
      <T x={118} y={157} size={7} weight={600} fill={UI.surface} anchor="middle">
        Text
      </T>
    </Browser>
    <Phone x={350} y={88} w={116} h={236}>
      <T x={53} y={26} size={7} weight={600} fill={UI.muted} anchor="middle">
        Phone preview
      </T>
      <Newsletter x={0} y={34} w={106} compact />
    </Phone>
  </g>
);

type Subscriber = { name: string; initials: string; email: string; group: string; tone: "brand" | "teal" | "violet"; joined: string; gone?: boolean };
const SUBSCRIBERS: readonly Subscriber[] = [
  { name: "Ana Lopes", initials: "AL", email: "ana.lopes@example.com", group: "Customer", tone: "brand", joined: "Mar 12 · Homepage" },
  { name: "Tom Becker", initials: "TB", email: "tom@example.org", group: "Member", tone: "violet", joined: "Mar 11 · Blog" },
  { name: "Grace Okafor", initials: "GO", email: "grace.o@example.com", group: "Volunteer", tone: "teal", joined: "Mar 9 · Checkout" },
  { name: "Liam Hart", initials: "LH", email: "liam.hart@example.net", group: "Customer", tone: "brand", joined: "Mar 8 · Homepage" },
  { name: "Sofia Ricci", initials: "SR", email: "sofia@example.com", group: "Member", tone: "violet", joined: "Feb 27 · Imported", gone: true },
];
const TONE_FILL = { brand: UI.brand, teal: UI.teal, violet: UI.violet } as const;

/** The subscriber list: who joined, when and from which form, their group, one unsubscribed; a floating card reports an import (sample data). */
const subscribers: ReactNode = (
  <g>
    <Browser x={14} y={22} w={420} h={264} url="app.braveweb.com/mailinglists/subscribers">
      <T x={14} y={22} size={11} weight={700}>
        Subscribers
      </T>
      <T x={92} y={22} size={8} fill={UI.muted}>
        2,480
      </T>
      <Button x={310} y={9} w={96} h={18} label="Import contacts" size={7.5} />
      {["All", "Customers", "Members", "Volunteers"].map((tab, i) => {
        const x = [14, 40, 92, 140][i]!;
        return (
          <g key={tab}>
            <T x={x} y={46} size={7.5} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.brand : UI.muted}>
              {tab}
            </T>
            {i === 0 ? <rect x={x} y={50} width={14} height={2} fill={UI.brand} /> : null}
          </g>
        );
      })}
      <Rule x={0} y={52} w={420} />
      {["NAME", "GROUP", "JOINED FROM"].map((head, i) => (
        <T key={head} x={[40, 222, 300][i]!} y={66} size={6.5} weight={600} fill={UI.muted}>
          {head}
        </T>
      ))}
      {SUBSCRIBERS.map((p, i) => {
        const y = 72 + i * 31;
        const ink = p.gone ? UI.muted : UI.text;
        return (
          <g key={p.email}>
            <Rule x={14} y={y} w={392} />
            {p.gone ? <rect x={14} y={y + 0.5} width={392} height={30} fill={UI.page} /> : null}
            <Initials cx={25} cy={y + 15.5} r={9} text={p.initials} fill={p.gone ? "#8793a0" : TONE_FILL[p.tone]} />
            <T x={40} y={y + 13} size={8} weight={600} fill={ink}>
              {p.name}
            </T>
            <T x={40} y={y + 24} size={7} fill={UI.muted}>
              {p.email}
            </T>
            {p.gone ? <Pill x={222} y={y + 9} label="Unsubscribed" tone="muted" /> : <Pill x={222} y={y + 9} label={p.group} tone={p.tone} />}
            <T x={300} y={y + 18.5} size={7.5} fill={ink}>
              {p.joined}
            </T>
          </g>
        );
      })}
    </Browser>
    <Float x={290} y={264} w={176} h={54}>
      <circle cx={20} cy={22} r={10} fill={UI.brandSoft} />
      <path d="M20 16v9M16 21.5l4 4 4-4M15 28h10" fill="none" stroke={UI.brand} strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
      <T x={37} y={19} size={8.5} weight={600}>
        212 contacts imported
      </T>
      <T x={37} y={30} size={7} fill={UI.muted}>
        customers.csv · added to Customers
      </T>
      <T x={37} y={42} size={7} fill={UI.muted}>
        3 already on your list, skipped
      </T>
    </Float>
  </g>
);

/** A sent campaign's report: opens, opens by hour, four campaigns compared (sample figures, labelled as such); a floating card with the best send day. */
const opens: ReactNode = (
  <g>
    <Browser x={12} y={40} w={410} h={296} url="app.braveweb.com/mailinglists/reports" sidebar={84}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      {["Campaigns", "Subscribers", "Forms", "Reports"].map((item, i) => (
        <g key={item}>
          {i === 3 ? <rect x={6} y={34 + i * 20} width={72} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={i === 3 ? 600 : 400} fill={i === 3 ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
      <T x={98} y={22} size={11} weight={700}>
        March newsletter
      </T>
      <Pill x={206} y={12} label="Sample report" tone="muted" />
      <T x={98} y={35} size={7.5} fill={UI.muted}>
        Sent Tue 9:00 AM to 2,480 subscribers
      </T>
      {[
        { label: "Opened", value: "62%", note: "1,538 people", tone: UI.good },
        { label: "Clicked", value: "14%", note: "347 people", tone: UI.brand },
        { label: "Unsubscribed", value: "0.2%", note: "5 people", tone: UI.muted },
      ].map((m, i) => (
        <g key={m.label}>
          <Box x={98 + i * 101} y={44} w={94} h={50} />
          <T x={106 + i * 101} y={58} size={7} fill={UI.muted}>
            {m.label}
          </T>
          <T x={106 + i * 101} y={76} size={14} weight={700}>
            {m.value}
          </T>
          <T x={106 + i * 101} y={87} size={7} fill={m.tone}>
            {m.note}
          </T>
        </g>
      ))}
      <Box x={98} y={102} w={296} h={74} />
      <T x={106} y={116} size={8} weight={600}>
        Opens in the first 24 hours
      </T>
      <Bars
        x={106}
        y={122}
        w={280}
        h={36}
        values={[120, 410, 290, 180, 150, 130, 110, 95, 160, 140, 70, 40]}
        labels={["9a", "", "11a", "", "1p", "", "3p", "", "5p", "", "7p", ""]}
        highlight={1}
      />
      <Box x={98} y={184} w={296} h={86} />
      <T x={106} y={198} size={8} weight={600}>
        Subject lines compared
      </T>
      {[
        { subject: "Spring menu is here", share: 0.62 },
        { subject: "Our bread, your weekend", share: 0.54 },
        { subject: "February news", share: 0.41 },
        { subject: "Open on Easter Monday", share: 0.48 },
      ].map((c, i) => (
        <g key={c.subject}>
          <T x={106} y={214 + i * 15} size={7.5} fill={i === 0 ? UI.text : UI.muted} weight={i === 0 ? 600 : 400}>
            {c.subject}
          </T>
          <rect x={222} y={208 + i * 15} width={130} height={7} rx={3.5} fill={UI.page} />
          <rect x={222} y={208 + i * 15} width={130 * c.share} height={7} rx={3.5} fill={i === 0 ? UI.good : UI.brand} opacity={i === 0 ? 1 : 0.55} />
          <T x={386} y={214 + i * 15} size={7.5} weight={600} anchor="end">
            {`${Math.round(c.share * 100)}%`}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={318} y={12} w={150} h={58}>
      <Initials cx={20} cy={21} r={10} text="Tu" fill={UI.good} />
      <T x={37} y={18} size={8.5} weight={600}>
        Best day to send
      </T>
      <T x={37} y={29} size={7} fill={UI.muted}>
        Tuesday, around 9 AM
      </T>
      <T x={12} y={49} size={7} fill={UI.muted}>
        From your last 4 campaigns
      </T>
    </Float>
  </g>
);

/** A small check in a soft disc: something went through. */
const Done = ({ cx, cy }: { cx: number; cy: number }) => (
  <g>
    <circle cx={cx} cy={cy} r={10} fill={UI.goodSoft} />
    <path d={`M${cx - 4.5} ${cy}l3 3 6 -6`} fill="none" stroke={UI.good} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
  </g>
);

/** The bakery's homepage with its sign-up box selected, the form's settings floating over it, and a new subscriber arriving (sample data; the settings are the page's copy: fields, colors, wording, groups). */
const signup: ReactNode = (
  <g>
    <Browser x={12} y={20} w={330} h={296} url="mybakery.com">
      <T x={14} y={20} size={10} weight={700}>
        My Bakery
      </T>
      {["Menu", "Order", "Blog"].map((item, i) => (
        <T key={item} x={176 + i * 36} y={20} size={7.5} fill={UI.muted}>
          {item}
        </T>
      ))}
      <Scene name="sourdough" x={14} y={32} w={270} h={84} focus={55} />
      <T x={14} y={136} size={12} weight={700}>
        Fresh bread, every morning
      </T>
      <T x={14} y={150} size={7.5} fill={UI.muted}>
        Sourdough, rye and pastries, baked daily.
      </T>
      <Box x={14} y={166} w={270} h={80} fill={UI.accentSoft} stroke="#f3cdb4" />
      <T x={26} y={186} size={10} weight={700}>
        Get our weekly bakes
      </T>
      <T x={26} y={199} size={7} fill={UI.muted}>
        One email a week. Unsubscribe any time.
      </T>
      <Field x={26} y={210} w={164} value="ana.lopes@example.com" />
      <Button x={196} y={210} w={76} h={18} label="Join" tone="accent" size={8} />
      <rect x={10} y={162} width={278} height={88} rx={8} fill="none" stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <rect x={10} y={152} width={62} height={11} rx={2} fill={UI.brand} />
      <T x={41} y={160} size={7} weight={600} fill={UI.surface} anchor="middle">
        Sign-up form
      </T>
    </Browser>
    <Float x={304} y={34} w={164} h={214}>
      <T x={12} y={18} size={9} weight={700}>
        Form settings
      </T>
      <Rule x={0} y={27} w={164} />
      <T x={12} y={42} size={6.5} weight={600} fill={UI.muted}>
        FIELDS
      </T>
      {[
        { field: "Email", need: "Required", tone: "brand" as const },
        { field: "First name", need: "Optional", tone: "muted" as const },
      ].map((f, i) => (
        <g key={f.field}>
          <T x={12} y={58 + i * 17} size={8}>
            {f.field}
          </T>
          <Pill x={152} y={50 + i * 17} label={f.need} tone={f.tone} size={6.5} anchor="end" />
        </g>
      ))}
      <T x={12} y={104} size={6.5} weight={600} fill={UI.muted}>
        BUTTON COLOR
      </T>
      {[UI.accent, UI.brand, UI.good, UI.dark].map((color, i) => (
        <g key={color}>
          {i === 0 ? <circle cx={21 + i * 22} cy={118} r={9.5} fill="none" stroke={UI.text} strokeWidth={1.2} /> : null}
          <circle cx={21 + i * 22} cy={118} r={7} fill={color} />
        </g>
      ))}
      <Field x={12} y={134} w={140} label="Button text" value="Join" size={7.5} />
      <Field x={12} y={168} w={140} label="Add new subscribers to" value="Customers" size={7.5} />
      <path d="M140 187.5l3 3 3 -3" fill="none" stroke={UI.muted} strokeWidth={1.2} strokeLinecap="round" />
    </Float>
    <Float x={214} y={280} w={186} h={56}>
      <Initials cx={20} cy={22} r={10} text="AL" fill={UI.brand} />
      <T x={37} y={18} size={8.5} weight={600}>
        New subscriber
      </T>
      <T x={37} y={30} size={7} fill={UI.muted}>
        ana.lopes@example.com
      </T>
      <T x={37} y={42} size={7} fill={UI.muted}>
        Homepage form · just now
      </T>
    </Float>
  </g>
);

/** One of the editor's ready-made layouts as a thumbnail: a header strip, a photo, two lines and a button. */
function LayoutThumb({ x, y, scene, chosen }: { x: number; y: number; scene: SceneName; chosen?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={30} height={38} rx={3} fill={UI.surface} stroke={chosen ? UI.brand : UI.line} strokeWidth={chosen ? 1.6 : 0.8} />
      <rect x={x + 3} y={y + 3} width={24} height={4} rx={1} fill={UI.dark} />
      <Scene name={scene} x={x + 3} y={y + 9} w={24} h={11} r={1.5} />
      <rect x={x + 3} y={y + 23} width={20} height={2.5} rx={1} fill={UI.line} />
      <rect x={x + 3} y={y + 27.5} width={15} height={2.5} rx={1} fill={UI.line} />
      <rect x={x + 3} y={y + 32} width={11} height={3.5} rx={1.5} fill={UI.accent} />
    </g>
  );
}

/** The March newsletter previewed on desktop, a phone previewing it in front, the layout it started from and a test sent to the owner (docs/product.md §9 page copy: layouts, preview, test send; sample data). */
const campaign: ReactNode = (
  <g>
    <Browser x={96} y={16} w={372} h={284} url="app.braveweb.com/mailinglists/preview">
      <T x={44} y={19} size={10} weight={700}>
        Preview
      </T>
      <rect x={176} y={8} width={104} height={17} rx={5} fill={UI.page} stroke={UI.line} />
      <rect x={177} y={9} width={52} height={15} rx={4} fill={UI.brand} />
      <T x={203} y={19.5} size={7.5} weight={600} fill={UI.surface} anchor="middle">
        Desktop
      </T>
      <T x={254} y={19.5} size={7.5} fill={UI.muted} anchor="middle">
        Phone
      </T>
      <Button x={290} y={8} w={70} h={17} label="Send test" tone="light" size={7.5} />
      <Rule x={0} y={32} w={372} />
      <rect x={0} y={32.4} width={372} height={229.6} fill={UI.page} />
      <rect x={110} y={42} width={240} height={200} rx={4} fill={UI.surface} stroke={UI.line} />
      <Newsletter x={110} y={43} w={240} />
    </Browser>
    <Float x={12} y={24} w={120} h={82}>
      <T x={10} y={16} size={8} weight={600}>
        Started from
      </T>
      <LayoutThumb x={8} y={24} scene="bun" chosen />
      <LayoutThumb x={45} y={24} scene="bunch" />
      <LayoutThumb x={82} y={24} scene="coffee" />
      <T x={10} y={74} size={7} fill={UI.muted}>
        Layout: Seasonal news
      </T>
    </Float>
    <Phone x={16} y={114} w={116} h={234}>
      <T x={53} y={26} size={7} weight={600} fill={UI.muted} anchor="middle">
        Inbox · 9:41
      </T>
      <Newsletter x={0} y={34} w={106} compact />
    </Phone>
    <Float x={282} y={280} w={180} h={46}>
      <Done cx={20} cy={23} />
      <T x={37} y={20} size={8.5} weight={600}>
        Test sent to you
      </T>
      <T x={37} y={32} size={7} fill={UI.muted}>
        maya@mybakery.com
      </T>
    </Float>
  </g>
);

/** March 2026 for the scheduler, weeks starting Monday: March 1 is a Sunday. */
const MARCH = [null, null, null, null, null, null, ...Array.from({ length: 31 }, (_, i) => i + 1)];

/** The campaign list behind, the March newsletter written on Sunday evening being scheduled for Tuesday, March 17 at 9:00 AM (the page's copy: Sunday evening, Tuesday morning; dates are March 2026's). */
const schedule: ReactNode = (
  <g>
    <Browser x={12} y={16} w={336} h={236} url="app.braveweb.com/mailinglists/campaigns" back>
      <T x={14} y={22} size={11} weight={700}>
        Campaigns
      </T>
      <Button x={240} y={9} w={82} h={18} label="New campaign" size={7.5} />
      {["CAMPAIGN", "STATUS", "WHEN"].map((head, i) => (
        <T key={head} x={[14, 128, 196][i]!} y={46} size={6.5} weight={600} fill={UI.muted}>
          {head}
        </T>
      ))}
      {[
        { name: "March newsletter", pill: "Scheduled", tone: "brand" as const, when: "Tue 9:00 AM" },
        { name: "Easter opening hours", pill: "Draft", tone: "warn" as const, when: "Saved Sun 8:40 PM" },
        { name: "February news", pill: "Sent", tone: "good" as const, when: "Feb 10 · 2,431 sent" },
        { name: "Valentine’s bakes", pill: "Sent", tone: "good" as const, when: "Feb 3 · 2,402 sent" },
      ].map((c, i) => (
        <g key={c.name}>
          <Rule x={14} y={53 + i * 28} w={308} />
          <T x={14} y={71 + i * 28} size={8} weight={600}>
            {c.name}
          </T>
          <Pill x={128} y={61 + i * 28} label={c.pill} tone={c.tone} size={6.5} />
          <T x={196} y={71 + i * 28} size={7.5} fill={UI.muted}>
            {c.when}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={150} y={92} w={318} h={232}>
      <T x={14} y={22} size={10} weight={700}>
        Schedule “March newsletter”
      </T>
      <T x={14} y={35} size={7} fill={UI.muted}>
        Written Sunday 8:40 PM · to 2,480 subscribers
      </T>
      <Rule x={0} y={44} w={318} />
      <T x={14} y={62} size={8} weight={600}>
        March 2026
      </T>
      {["M", "T", "W", "T", "F", "S", "S"].map((d, i) => (
        <T key={i} x={22 + i * 18} y={78} size={6.5} weight={600} fill={UI.muted} anchor="middle">
          {d}
        </T>
      ))}
      {MARCH.map((day, i) => {
        if (day === null) return null;
        const cx = 22 + (i % 7) * 18;
        const cy = 91 + Math.floor(i / 7) * 17;
        const chosen = day === 17;
        const today = day === 15;
        return (
          <g key={day}>
            {chosen ? <circle cx={cx} cy={cy - 2.5} r={7.5} fill={UI.brand} /> : null}
            {today ? <circle cx={cx} cy={cy - 2.5} r={7.5} fill="none" stroke={UI.muted} strokeWidth={0.8} /> : null}
            <T x={cx} y={cy} size={7} weight={chosen ? 700 : 400} fill={chosen ? UI.surface : day < 15 ? UI.muted : UI.text} anchor="middle">
              {String(day)}
            </T>
          </g>
        );
      })}
      <path d="M152 54v130" stroke={UI.line} strokeWidth={0.7} />
      <Field x={166} y={52} w={138} label="Date" value="Tue, March 17" />
      <Field x={166} y={88} w={138} label="Time" value="9:00 AM" />
      <Field x={166} y={124} w={138} label="Time zone" value="Your site’s (GMT)" />
      <rect x={166} y={160} width={138} height={26} rx={5} fill={UI.brandSoft} />
      <T x={174} y={171} size={7} weight={600} fill={UI.brand}>
        Goes out in 1 day, 12 hours
      </T>
      <T x={174} y={181} size={6.5} fill={UI.brand}>
        even if you’re away from your desk
      </T>
      <Rule x={0} y={196} w={318} />
      <Button x={164} y={206} w={60} h={18} label="Cancel" tone="light" size={7.5} />
      <Button x={230} y={206} w={74} h={18} label="Schedule" size={7.5} />
    </Float>
  </g>
);

export const mailinglistsScreens: Record<string, ReactNode> = {
  "mailinglists-editor": editor,
  "mailinglists-subscribers": subscribers,
  "mailinglists-opens": opens,
  "mailinglists-signup": signup,
  "mailinglists-campaign": campaign,
  "mailinglists-schedule": schedule,
};
