import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, Phone, Pill, Scene, Rule, T, UI } from "./kit.tsx";

/**
 * The product screens of /onlinecalendars (views/screens/kit.tsx has the parts they are drawn
 * from): the calendar of a sample community center in June, with classes, games, meetings and
 * events colour-coded as the page describes (content/pages/onlinecalendars.ts). The events,
 * places and people are sample data. June starts on a Sunday (as in 2025) and has 30 days.
 */

const SITE = "riversidecenter.org";
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

type Kind = "class" | "game" | "meeting" | "event";
const KIND: Record<Kind, { label: string; soft: string; text: string; tone: "brand" | "teal" | "violet" | "accent" }> = {
  class: { label: "Classes", soft: UI.brandSoft, text: UI.brand, tone: "brand" },
  game: { label: "Games", soft: UI.tealSoft, text: UI.teal, tone: "teal" },
  meeting: { label: "Meetings", soft: UI.violetSoft, text: UI.violet, tone: "violet" },
  event: { label: "Events", soft: UI.accentSoft, text: UI.accent, tone: "accent" },
};

/** The sample month: day of June → its events. */
const JUNE: Record<number, Array<[string, Kind]>> = {
  3: [["Yoga 6 PM", "class"]],
  7: [["U10 game", "game"]],
  9: [["Board mtg", "meeting"]],
  10: [["Yoga 6 PM", "class"]],
  12: [["Bake sale", "event"]],
  14: [
    ["Open house", "event"],
    ["U10 game", "game"],
  ],
  17: [["Yoga 6 PM", "class"]],
  18: [["Pottery", "class"]],
  21: [["U10 game", "game"]],
  23: [["Volunteers", "meeting"]],
  24: [["Yoga 6 PM", "class"]],
  25: [["Pottery", "class"]],
  27: [["Movie night", "event"]],
};

/** Where day d of June sits in a month grid whose weeks start on Sunday (June 1 is a Sunday). */
const cellOf = (d: number) => ({ col: (d - 1) % 7, row: Math.floor((d - 1) / 7) });

/**
 * A month grid: weekday heads, 30 days, and what `inCell` draws in each day's cell (given its
 * top left). `today` is circled; `mark` tints one day.
 */
function MonthGrid(props: {
  x: number;
  y: number;
  cw: number;
  ch: number;
  inCell?: (d: number, cx: number, cy: number) => ReactNode;
  today?: number;
  mark?: number;
  markFill?: string;
  heads?: "short" | "letter";
  headFill?: (col: number) => string;
}) {
  const { x, y, cw, ch, inCell, today, mark, markFill = UI.brandSoft, heads = "short", headFill } = props;
  return (
    <g>
      {WEEKDAYS.map((day, i) => (
        <T key={day} x={x + i * cw + cw / 2} y={y} size={7} weight={600} fill={headFill ? headFill(i) : UI.muted} anchor="middle">
          {heads === "short" ? day : day[0]!}
        </T>
      ))}
      <rect x={x} y={y + 6} width={cw * 7} height={ch * 5} fill={UI.surface} stroke={UI.line} strokeWidth={0.8} />
      {Array.from({ length: 30 }, (_, k) => {
        const d = k + 1;
        const { col, row } = cellOf(d);
        const cx = x + col * cw;
        const cy = y + 6 + row * ch;
        return (
          <g key={d}>
            {d === mark ? <rect x={cx} y={cy} width={cw} height={ch} fill={markFill} /> : null}
            {d === today ? <circle cx={cx + 8.5} cy={cy + 8.5} r={6.5} fill={UI.brand} /> : null}
            <T
              x={d === today ? cx + 8.5 : cx + 4}
              y={cy + 11}
              size={7}
              weight={d === today ? 700 : 500}
              fill={d === today ? UI.surface : UI.text}
              anchor={d === today ? "middle" : "start"}
            >
              {String(d)}
            </T>
            {inCell ? inCell(d, cx, cy) : null}
          </g>
        );
      })}
      {[1, 2, 3, 4, 5, 6].map((i) => (
        <path key={`c${i}`} d={`M${x + i * cw} ${y + 6}v${ch * 5}`} stroke={UI.line} strokeWidth={0.7} />
      ))}
      {[1, 2, 3, 4].map((i) => (
        <path key={`r${i}`} d={`M${x} ${y + 6 + i * ch}h${cw * 7}`} stroke={UI.line} strokeWidth={0.7} />
      ))}
    </g>
  );
}

/** An event's chip in a day cell. */
function Chip({ x, y, w, label, kind, strong }: { x: number; y: number; w: number; label: string; kind: Kind; strong?: boolean }) {
  const k = KIND[kind];
  return (
    <g>
      <rect x={x} y={y} width={w} height={11} rx={2.5} fill={strong ? k.text : k.soft} />
      <T x={x + 3.5} y={y + 8.2} size={7} weight={600} fill={strong ? UI.surface : k.text}>
        {label}
      </T>
    </g>
  );
}

/** Two arrows chasing each other round: an event that repeats. */
const Repeat = ({ x, y, stroke = UI.brand }: { x: number; y: number; stroke?: string }) => (
  <path
    d={`M${x} ${y + 4}a4 4 0 0 1 7 -2.6M${x + 8} ${y + 4}a4 4 0 0 1 -7 2.6M${x + 7.4} ${y - 0.6}v2.4h-2.4M${x + 0.6} ${y + 8.6}v-2.4h2.4`}
    fill="none"
    stroke={stroke}
    strokeWidth={1.1}
    strokeLinecap="round"
    strokeLinejoin="round"
  />
);

/** A map pin. */
const Pin = ({ x, y, fill = UI.accent }: { x: number; y: number; fill?: string }) => (
  <g>
    <path d={`M${x} ${y}c-5 -7 -8 -10 -8 -14a8 8 0 0 1 16 0c0 4 -3 7 -8 14z`} fill={fill} />
    <circle cx={x} cy={y - 14} r={3} fill={UI.surface} />
  </g>
);

/** The full June calendar on the center's site, colour-coded by category, the Open house on the 14th opened (sample events; categories from content/pages/onlinecalendars.ts). */
const month: ReactNode = (
  <g>
    <Browser x={10} y={14} w={424} h={304} url={`${SITE}/calendar`}>
      <T x={14} y={28} size={13} weight={700}>
        June 2025
      </T>
      {["‹", "›"].map((a, i) => (
        <g key={a}>
          <rect x={96 + i * 20} y={16} width={16} height={16} rx={4} fill={UI.surface} stroke={UI.line} />
          <T x={104 + i * 20} y={28} size={10} weight={600} fill={UI.muted} anchor="middle">
            {a}
          </T>
        </g>
      ))}
      <rect x={292} y={15} width={120} height={18} rx={5} fill={UI.page} stroke={UI.line} />
      {["Month", "Week", "List"].map((v, i) => (
        <g key={v}>
          {i === 0 ? <rect x={294} y={17} width={40} height={14} rx={4} fill={UI.surface} stroke={UI.line} /> : null}
          <T x={314 + i * 39} y={27} size={7.5} weight={i === 0 ? 700 : 500} fill={i === 0 ? UI.text : UI.muted} anchor="middle">
            {v}
          </T>
        </g>
      ))}
      {(Object.keys(KIND) as Kind[]).map((k, i) => (
        <g key={k}>
          <circle cx={18 + i * 64} cy={44} r={3.5} fill={KIND[k].text} />
          <T x={25 + i * 64} y={47} size={7.5} fill={UI.text}>
            {KIND[k].label}
          </T>
        </g>
      ))}
      <MonthGrid
        x={12}
        y={64}
        cw={57}
        ch={41}
        today={11}
        mark={14}
        inCell={(d, cx, cy) =>
          (JUNE[d] ?? []).map(([label, kind], j) => (
            <Chip key={label} x={cx + 3} y={cy + 15 + j * 13} w={51} label={label} kind={kind} strong={d === 14 && j === 0} />
          ))
        }
      />
    </Browser>
    <path d="M384 190l-8 10h16z" fill={UI.surface} stroke={UI.line} strokeWidth={0.8} />
    <Float x={306} y={198} w={164} h={126}>
      <rect x={0} y={0} width={5} height={126} rx={2.5} fill={UI.accent} />
      <Pill x={14} y={10} label="Events" tone="accent" size={7} />
      <T x={14} y={42} size={11} weight={700}>
        Open house
      </T>
      <T x={14} y={57} size={8}>
        Sat, June 14
      </T>
      <T x={14} y={69} size={8} fill={UI.muted}>
        10:00 AM – 1:00 PM
      </T>
      <T x={14} y={84} size={8} fill={UI.muted}>
        Main hall, 12 River Rd
      </T>
      <Button x={14} y={98} w={68} h={18} label="Remind me" size={7.5} />
      <Button x={88} y={98} w={64} h={18} label="Directions" tone="light" size={7.5} />
    </Float>
  </g>
);

/** The new event form filled in (title, date, time, place, description) and saved onto June 12 of the calendar behind it (sample event; the fields the page's copy names). */
const eventForm: ReactNode = (
  <g>
    <Browser x={10} y={12} w={264} h={240} url={`${SITE}/calendar`} back>
      <T x={12} y={24} size={11} weight={700}>
        June 2025
      </T>
      <MonthGrid
        x={10}
        y={44}
        cw={34}
        ch={32}
        today={11}
        mark={12}
        markFill={UI.accentSoft}
        heads="letter"
        inCell={(d, cx, cy) =>
          d === 12 ? (
            <rect key="e" x={cx + 3} y={cy + 16} width={28} height={11} rx={2.5} fill={UI.accent} />
          ) : (
            (JUNE[d] ?? []).map(([label, kind], j) => (
              <rect key={label} x={cx + 3} y={cy + 17 + j * 6} width={26} height={4} rx={2} fill={KIND[kind].text} opacity={0.55} />
            ))
          )
        }
      />
    </Browser>
    <Float x={196} y={40} w={272} h={282}>
      <T x={14} y={22} size={11} weight={700}>
        New event
      </T>
      <T x={258} y={22} size={11} fill={UI.muted} anchor="end">
        ×
      </T>
      <Field x={14} y={32} w={244} label="Title" value="Bake sale" />
      <Field x={14} y={66} w={118} label="Date" value="Thu, June 12" />
      <Field x={140} y={66} w={118} label="Category" value="Events ▾" />
      <Field x={14} y={100} w={118} label="Starts" value="9:00 AM" />
      <Field x={140} y={100} w={118} label="Ends" value="2:00 PM" />
      <Field x={14} y={134} w={244} label="Location" value="Community hall, 12 River Rd" />
      <T x={14} y={176} size={7.5} weight={600} fill={UI.muted}>
        Description
      </T>
      <rect x={14} y={180} width={244} height={40} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={20} y={194} size={8}>
        Cakes, cookies and bread baked by our
      </T>
      <T x={20} y={206} size={8}>
        volunteers. Proceeds go to the youth team.
      </T>
      <Repeat x={14} y={232} stroke={UI.muted} />
      <T x={28} y={240} size={7.5} fill={UI.muted}>
        Does not repeat
      </T>
      <Button x={126} y={252} w={56} h={20} label="Cancel" tone="light" size={8} />
      <Button x={188} y={252} w={70} h={20} label="Save event" size={8} />
    </Float>
    <Float x={16} y={266} w={170} h={46}>
      <circle cx={18} cy={23} r={9} fill={UI.goodSoft} />
      <path d="M13.5 23l3 3 6-6" fill="none" stroke={UI.good} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
      <T x={33} y={20} size={8.5} weight={600}>
        Saved to Thu, June 12
      </T>
      <T x={33} y={32} size={7} fill={UI.muted}>
        Visitors see it right away
      </T>
    </Float>
  </g>
);

/** Soccer practice entered once, repeating every Tuesday until August, June 17 skipped without touching the series (sample series; the page's recurring-events copy). */
const recurring: ReactNode = (
  <g>
    <Browser x={10} y={14} w={300} h={306} url={`${SITE}/calendar`}>
      <T x={12} y={26} size={12} weight={700}>
        June 2025
      </T>
      <Pill x={90} y={15} label="Every Tuesday" tone="brand" />
      <MonthGrid
        x={10}
        y={50}
        cw={40}
        ch={44}
        today={11}
        headFill={(col) => (col === 2 ? UI.brand : UI.muted)}
        inCell={(d, cx, cy) => {
          if (cellOf(d).col !== 2) return null;
          const skipped = d === 17;
          return (
            <g key="p">
              <rect
                x={cx + 2}
                y={cy + 15}
                width={36}
                height={24}
                rx={3}
                fill={skipped ? UI.page : UI.brandSoft}
                stroke={skipped ? UI.line : "none"}
                strokeDasharray="2 2"
              />
              <T x={cx + 5} y={cy + 25} size={7} weight={600} fill={skipped ? UI.muted : UI.brand}>
                Practice
              </T>
              {skipped ? <path d={`M${cx + 4} ${cy + 22.5}h30`} stroke={UI.muted} strokeWidth={0.9} /> : null}
              <T x={cx + 5} y={cy + 35} size={7} fill={skipped ? UI.muted : UI.brand}>
                {skipped ? "Skipped" : "5:30 PM"}
              </T>
            </g>
          );
        }}
      />
    </Browser>
    <Float x={252} y={36} w={216} h={290}>
      <T x={14} y={22} size={10.5} weight={700}>
        Soccer practice
      </T>
      <Repeat x={14} y={32} />
      <T x={28} y={40} size={8} fill={UI.brand} weight={600}>
        Weekly on Tuesday, 5:30 PM
      </T>
      <Field x={14} y={50} w={188} label="Repeats" value="Every week ▾" />
      <T x={14} y={94} size={7.5} weight={600} fill={UI.muted}>
        On
      </T>
      {WEEKDAYS.map((day, i) => (
        <g key={day}>
          <circle cx={24 + i * 26} cy={108} r={10} fill={i === 2 ? UI.brand : UI.page} stroke={i === 2 ? "none" : UI.line} />
          <T x={24 + i * 26} y={111} size={7.5} weight={600} fill={i === 2 ? UI.surface : UI.muted} anchor="middle">
            {day[0]!}
          </T>
        </g>
      ))}
      <T x={14} y={138} size={7.5} weight={600} fill={UI.muted}>
        Ends
      </T>
      {[
        ["On Aug 26", true],
        ["Never", false],
      ].map(([label, on], i) => (
        <g key={String(label)}>
          <circle cx={20} cy={152 + i * 16} r={4.5} fill="none" stroke={on ? UI.brand : UI.muted} strokeWidth={1.2} />
          {on ? <circle cx={20} cy={152} r={2.3} fill={UI.brand} /> : null}
          <T x={30} y={155 + i * 16} size={8}>
            {String(label)}
          </T>
        </g>
      ))}
      <T x={202} y={155} size={7} fill={UI.muted} anchor="end">
        13 practices
      </T>
      <Rule x={14} y={182} w={188} />
      <T x={14} y={198} size={8.5} weight={600}>
        Tue, June 17
      </T>
      <Pill x={202} y={189} label="Skipped" tone="muted" anchor="end" />
      <T x={14} y={211} size={7.5} fill={UI.muted}>
        Field closed for the holiday
      </T>
      <rect x={14} y={222} width={188} height={20} rx={5} fill={UI.page} stroke={UI.line} />
      <rect x={16} y={224} width={92} height={16} rx={4} fill={UI.surface} stroke={UI.line} />
      <T x={62} y={235} size={7.5} weight={700} anchor="middle">
        This date only
      </T>
      <T x={155} y={235} size={7.5} fill={UI.muted} anchor="middle">
        All in series
      </T>
      <Button x={132} y={256} w={70} h={20} label="Save" size={8.5} />
    </Float>
  </g>
);

/** A visitor signs up on the event page for a reminder a day ahead; the reminder email arrives on their phone with a View event button (sample event; the page's reminders copy). */
const reminder: ReactNode = (
  <g>
    <Browser x={10} y={14} w={330} h={262} url={`${SITE}/events/bake-sale`} back>
      <T x={14} y={22} size={7.5} fill={UI.brand}>
        ‹ Calendar
      </T>
      <T x={14} y={42} size={15} weight={700}>
        Bake sale
      </T>
      <Pill x={92} y={30} label="Events" tone="accent" />
      <T x={14} y={60} size={8.5}>
        Thu, June 12 · 9:00 AM – 2:00 PM
      </T>
      <T x={14} y={73} size={8.5} fill={UI.muted}>
        Community hall, 12 River Rd
      </T>
      <T x={14} y={90} size={8} fill={UI.muted}>
        Cakes, cookies and bread baked by our volunteers.
      </T>
      <Box x={14} y={102} w={250} h={124} fill={UI.page} />
      <T x={24} y={120} size={9} weight={700}>
        Get an email reminder
      </T>
      <Field x={24} y={128} w={230} label="Your email" value="jo.baker@mail.com" />
      <Field x={24} y={162} w={130} label="Send it" value="1 day before ▾" />
      <Button x={162} y={174} w={92} h={18} label="Remind me" size={8} />
      <T x={24} y={214} size={7} fill={UI.good}>
        You will get a reminder on Wed, June 11.
      </T>
    </Browser>
    <Phone x={302} y={24} w={160} h={318}>
      <T x={12} y={34} size={7.5} weight={600} fill={UI.brand}>
        ‹ Inbox
      </T>
      <T x={12} y={54} size={9.5} weight={700}>
        Reminder: Bake sale
      </T>
      <T x={12} y={66} size={9.5} weight={700}>
        is tomorrow
      </T>
      <Initials cx={22} cy={84} r={9} text="RC" fill={UI.teal} />
      <T x={36} y={82} size={7} weight={600}>
        Riverside Center
      </T>
      <T x={36} y={92} size={7} fill={UI.muted}>
        to jo.baker · 9:00 AM
      </T>
      <Rule x={12} y={102} w={126} />
      <Box x={12} y={110} w={126} h={64} fill={UI.accentSoft} stroke="none" />
      <T x={20} y={127} size={8.5} weight={700} fill={UI.accent}>
        Thu, June 12
      </T>
      <T x={20} y={140} size={8}>
        9:00 AM – 2:00 PM
      </T>
      <T x={20} y={152} size={7.5} fill={UI.muted}>
        Community hall,
      </T>
      <T x={20} y={163} size={7.5} fill={UI.muted}>
        12 River Rd
      </T>
      <T x={12} y={192} size={7.5}>
        Bring a friend, and come
      </T>
      <T x={12} y={203} size={7.5}>
        early for the best choice!
      </T>
      <Button x={12} y={216} w={126} h={24} label="View event" size={9} />
      <T x={12} y={258} size={7} fill={UI.muted}>
        You asked for this reminder
      </T>
      <T x={12} y={268} size={7} fill={UI.muted}>
        on riversidecenter.org
      </T>
    </Phone>
  </g>
);

/** This week's events as a list on a phone, with an event's own page and map, shared by text message (sample events; the page's any-device copy). */
const mobile: ReactNode = (
  <g>
    <Phone x={24} y={14} w={172} h={332}>
      <rect x={0} y={0} width={162} height={46} fill={UI.brand} />
      <T x={12} y={36} size={9.5} weight={700} fill={UI.surface}>
        Riverside Center
      </T>
      <T x={12} y={64} size={10} weight={700}>
        This week
      </T>
      <T x={150} y={64} size={7.5} fill={UI.muted} anchor="end">
        June 9 – 15
      </T>
      {(
        [
          ["Mon", "9", "Board meeting", "7:00 PM", "meeting"],
          ["Tue", "10", "Yoga", "6:00 PM", "class"],
          ["Thu", "12", "Bake sale", "9:00 AM", "event"],
          ["Sat", "14", "Open house", "10:00 AM", "event"],
          ["Sat", "14", "U10 game", "2:00 PM", "game"],
        ] as const
      ).map(([wd, d, title, time, kind], i) => (
        <g key={title}>
          <Rule x={12} y={74 + i * 46} w={138} />
          <T x={26} y={92 + i * 46} size={7} weight={600} fill={UI.muted} anchor="middle">
            {wd}
          </T>
          <T x={26} y={107 + i * 46} size={13} weight={700} anchor="middle">
            {d}
          </T>
          <rect x={46} y={82 + i * 46} width={3} height={28} rx={1.5} fill={KIND[kind].text} />
          <T x={56} y={93 + i * 46} size={8.5} weight={600}>
            {title}
          </T>
          <T x={56} y={105 + i * 46} size={7.5} fill={UI.muted}>
            {time}
          </T>
        </g>
      ))}
    </Phone>
    <Float x={188} y={26} w={280} h={148}>
      <rect x={10} y={10} width={128} height={128} rx={6} fill="#e6efe4" />
      <path d="M10 58h128M10 104h128M52 10v128M104 10v128" stroke={UI.surface} strokeWidth={7} />
      <path d="M10 30l128 60" stroke="#f5d98a" strokeWidth={6} />
      <rect x={60} y={66} width={36} height={30} rx={3} fill="#b9d3b0" />
      <Pin x={78} y={82} />
      <T x={152} y={26} size={7} weight={600} fill={UI.accent}>
        EVENTS
      </T>
      <T x={152} y={42} size={11} weight={700}>
        Open house
      </T>
      <T x={152} y={58} size={8}>
        Sat, June 14, 10:00 AM
      </T>
      <T x={152} y={71} size={8} fill={UI.muted}>
        Main hall, 12 River Rd
      </T>
      <Button x={152} y={84} w={116} h={20} label="Get directions" size={8} />
      <Button x={152} y={110} w={116} h={20} label="Share" tone="light" size={8} />
    </Float>
    <Float x={214} y={190} w={254} h={140} r={12}>
      <T x={127} y={18} size={7.5} weight={600} fill={UI.muted} anchor="middle">
        To: Coach Dana
      </T>
      <rect x={60} y={28} width={182} height={22} rx={11} fill={UI.brand} />
      <T x={72} y={43} size={8} fill={UI.surface}>
        Open house on Saturday, join us?
      </T>
      <Box x={60} y={56} w={182} h={58} r={10} fill={UI.page} />
      <Scene name="school" x={68} y={63} w={44} h={44} />
      <T x={120} y={78} size={8.5} weight={700}>
        Open house
      </T>
      <T x={120} y={90} size={7} fill={UI.muted}>
        Sat, June 14 · 10:00 AM
      </T>
      <T x={120} y={101} size={7} fill={UI.brand}>
        {`${SITE}/events`}
      </T>
      <T x={242} y={128} size={7} fill={UI.muted} anchor="end">
        Delivered
      </T>
    </Float>
  </g>
);

export const onlinecalendarsScreens = {
  "onlinecalendars-month": month,
  "onlinecalendars-event-form": eventForm,
  "onlinecalendars-recurring": recurring,
  "onlinecalendars-reminder": reminder,
  "onlinecalendars-mobile": mobile,
} as const;
