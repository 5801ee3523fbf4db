import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, Phone, Pill, Rule, Switch, T, UI } from "./kit.tsx";

/**
 * The product screens of /contactforms (views/screens/kit.tsx has the parts they are drawn from).
 * The form is a sample bakery's "Contact us" form on "mybakery.com"; its visitors, messages and
 * files are sample data. Field types are the ones the page's copy names (content/pages/contactforms.ts).
 */

/** A drop-down field: a field with a chevron at its right end. */
function Select({ x, y, w, label, value, size = 8 }: { x: number; y: number; w: number; label?: string; value: string; size?: number }) {
  const top = label ? y + size + 4 : y;
  const mid = top + (size + 10) / 2;
  return (
    <g>
      <Field x={x} y={y} w={w} label={label} value={value} size={size} />
      <path d={`M${x + w - 12} ${mid - 1.5}l3 3 3 -3`} fill="none" stroke={UI.muted} strokeWidth={1.2} strokeLinecap="round" />
    </g>
  );
}

/** A paper clip, drawn: an attachment's mark. */
const Clip = ({ x, y, stroke = UI.muted }: { x: number; y: number; stroke?: string }) => (
  <path d={`M${x + 6} ${y + 3}v6.5a2.5 2.5 0 0 1 -5 0v-7a1.6 1.6 0 0 1 3.2 0v6.5`} fill="none" stroke={stroke} strokeWidth={1.1} strokeLinecap="round" />
);

/** An attached file: its kind's tile, its name and size. */
function FileChip({ x, y, w, name, size, kind }: { x: number; y: number; w: number; name: string; size: string; kind: "JPG" | "PDF" }) {
  return (
    <g>
      <Box x={x} y={y} w={w} h={24} r={5} />
      <rect x={x + 5} y={y + 4} width={16} height={16} rx={3} fill={kind === "PDF" ? UI.accentSoft : UI.tealSoft} />
      <T x={x + 13} y={y + 14.5} size={5.5} weight={700} fill={kind === "PDF" ? UI.accent : UI.teal} anchor="middle">
        {kind}
      </T>
      <T x={x + 26} y={y + 11} size={7} weight={600}>
        {name}
      </T>
      <T x={x + 26} y={y + 20} size={6.5} fill={UI.muted}>
        {size}
      </T>
    </g>
  );
}

const FIELD_TYPES = ["Text box", "Email", "Phone number", "Drop-down", "Checkbox", "Date picker", "File upload"] as const;

/** The form builder: field types on the left, the Contact us form on the canvas with a checkbox being dropped in, and the live preview on a phone. */
const builder: ReactNode = (
  <g>
    <Browser x={12} y={22} w={392} h={300} url="app.braveweb.com/forms/contact-us/edit">
      <T x={12} y={19} size={10} weight={700}>
        Contact us
      </T>
      <Pill x={76} y={10} label="Saved" tone="good" />
      <Button x={236} y={8} w={64} h={17} label="Get code" tone="light" size={7.5} />
      <Button x={306} y={8} w={74} h={17} label="Publish" size={7.5} />
      <Rule x={0} y={32} w={392} />
      <rect x={0} y={32.4} width={98} height={245.6} fill={UI.page} />
      <path d="M98 32.4v245.6" stroke={UI.line} strokeWidth={0.7} />
      <T x={10} y={48} size={7} weight={600} fill={UI.muted}>
        ADD A FIELD
      </T>
      {FIELD_TYPES.map((kind, i) => (
        <g key={kind}>
          <Box x={8} y={56 + i * 26} w={82} h={20} r={4} stroke={kind === "Checkbox" ? UI.brand : UI.line} />
          <path d={`M16 ${63 + i * 26}h2M16 ${66 + i * 26}h2M16 ${69 + i * 26}h2`} stroke={UI.muted} strokeWidth={1} />
          <T x={24} y={69 + i * 26} size={7.5}>
            {kind}
          </T>
        </g>
      ))}
      <rect x={110} y={42} width={208} height={228} rx={6} fill={UI.surface} stroke={UI.line} />
      <T x={122} y={60} size={10} weight={700}>
        Get in touch
      </T>
      <T x={122} y={72} size={7} fill={UI.muted}>
        We answer within one working day.
      </T>
      <Field x={122} y={80} w={88} label="Name *" placeholder="Your name" size={7.5} />
      <Field x={216} y={80} w={90} label="Email *" placeholder="you@example.com" size={7.5} />
      <Select x={122} y={112} w={184} label="What is it about?" value="A question about an order" size={7.5} />
      <rect x={120} y={146} width={188} height={30} rx={4} fill={UI.brandSoft} stroke={UI.brand} strokeWidth={1} strokeDasharray="4 3" />
      <T x={214} y={164} size={7} weight={600} fill={UI.brand} anchor="middle">
        Drop the field here
      </T>
      <T x={122} y={190} size={7} weight={600} fill={UI.muted}>
        Message *
      </T>
      <rect x={122} y={194} width={184} height={38} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={128} y={205} size={7.5} fill={UI.muted}>
        How can we help?
      </T>
      <Button x={122} y={242} w={90} h={18} label="Send message" size={7.5} />
      <g className="screen-lift screen-lift--near" transform="rotate(-3 150 150)">
        <rect x={62} y={146} width={92} height={24} rx={5} fill={UI.surface} stroke={UI.brand} strokeWidth={1.2} />
        <rect x={70} y={153} width={10} height={10} rx={2} fill="none" stroke={UI.brand} strokeWidth={1.3} />
        <path d="M72 158l2 2 4 -4" fill="none" stroke={UI.brand} strokeWidth={1.3} strokeLinecap="round" />
        <T x={86} y={161.5} size={7.5} weight={600}>
          Send me news
        </T>
      </g>
    </Browser>
    <Phone x={350} y={70} w={118} h={266}>
      <T x={54} y={26} size={7} weight={600} fill={UI.muted} anchor="middle">
        Live preview
      </T>
      <rect x={0} y={33} width={108} height={24} fill={UI.page} />
      <T x={8} y={49} size={8.5} weight={700}>
        Get in touch
      </T>
      <Field x={8} y={64} w={92} label="Name *" placeholder="Your name" size={7} />
      <Field x={8} y={94} w={92} label="Email *" placeholder="you@example.com" size={7} />
      <Select x={8} y={124} w={92} label="What is it about?" value="An order" size={7} />
      <T x={8} y={165} size={6.5} weight={600} fill={UI.muted}>
        Message *
      </T>
      <rect x={8} y={169} width={92} height={36} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <Button x={8} y={214} w={92} h={18} label="Send message" size={7.5} />
    </Phone>
  </g>
);

type Entry = { name: string; initials: string; topic: string; excerpt: string; when: string; state: "New" | "Handled"; clip?: boolean };
const ENTRIES: readonly Entry[] = [
  { name: "Ana Lopes", initials: "AL", topic: "Order question", excerpt: "The box arrived crushed", when: "10:42", state: "New", clip: true },
  { name: "Tom Becker", initials: "TB", topic: "Catering quote", excerpt: "Bread for 40 guests on May 3?", when: "9:15", state: "New" },
  { name: "Grace Okafor", initials: "GO", topic: "Job application", excerpt: "My CV for the weekend shift", when: "Mon", state: "Handled", clip: true },
  { name: "Liam Hart", initials: "LH", topic: "Feedback", excerpt: "The rye loaf was perfect, thanks", when: "Mon", state: "Handled" },
];

/** The saved submissions of the Contact us form: search, new and handled entries, and the spreadsheet download floating over them. */
const storage: ReactNode = (
  <g>
    <Browser x={12} y={20} w={420} h={250} url="app.braveweb.com/forms/contact-us/submissions" sidebar={80}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Braveweb
      </T>
      {["Forms", "Submissions", "Settings"].map((item, i) => (
        <g key={item}>
          {i === 1 ? <rect x={6} y={34 + i * 20} width={68} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={i === 1 ? 600 : 400} fill={i === 1 ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
      <T x={94} y={22} size={11} weight={700}>
        Submissions
      </T>
      <T x={94} y={35} size={7.5} fill={UI.muted}>
        Contact us form · 128 saved
      </T>
      <Button x={318} y={12} w={88} h={18} label="Download .csv" tone="light" size={7.5} />
      <Field x={94} y={44} w={200} placeholder="Search name, email or message" size={7.5} />
      <Pill x={406} y={46} label="2 new" tone="brand" anchor="end" />
      {ENTRIES.map((e, i) => {
        const y = 70 + i * 33;
        const done = e.state === "Handled";
        return (
          <g key={e.name}>
            <Rule x={94} y={y} w={312} />
            {!done ? <rect x={94} y={y + 0.5} width={312} height={32} fill="#f7faff" /> : null}
            <rect x={98} y={y + 11} width={10} height={10} rx={2} fill={done ? UI.good : UI.surface} stroke={done ? UI.good : "#9aa6b2"} strokeWidth={1} />
            {done ? <path d={`M100.5 ${y + 16}l2 2 3.5 -3.5`} fill="none" stroke={UI.surface} strokeWidth={1.3} strokeLinecap="round" /> : null}
            <Initials cx={124} cy={y + 16} r={9} text={e.initials} fill={done ? "#5b6776" : UI.brand} />
            <T x={139} y={y + 13} size={8} weight={done ? 400 : 700}>
              {e.name}
            </T>
            <T x={139} y={y + 25} size={7} fill={UI.muted}>
              {e.excerpt}
            </T>
            {e.clip ? <Clip x={250} y={y + 14} /> : null}
            <Pill x={270} y={y + 6} label={e.topic} tone={done ? "muted" : "teal"} size={6.5} />
            <T x={406} y={y + 13} size={7} fill={UI.muted} anchor="end">
              {e.when}
            </T>
            <Pill x={406} y={y + 17} label={e.state} tone={done ? "good" : "brand"} size={6.5} anchor="end" />
          </g>
        );
      })}
    </Browser>
    <Float x={306} y={256} w={162} h={78}>
      <rect x={0} y={0} width={162} height={20} rx={8} fill={UI.goodSoft} />
      <rect x={0} y={12} width={162} height={8} fill={UI.goodSoft} />
      <T x={10} y={14} size={7.5} weight={600} fill={UI.good}>
        contact-us.csv · 128 rows
      </T>
      {[
        ["Date", "Name", "Topic"],
        ["Apr 14", "Ana Lopes", "Order"],
        ["Apr 14", "Tom Becker", "Catering"],
        ["Apr 13", "Grace Okafor", "Job"],
      ].map((row, r) => (
        <g key={row[1]}>
          {row.map((cell, c) => (
            <T key={cell} x={[10, 46, 110][c]!} y={33 + r * 13} size={7} weight={r === 0 ? 600 : 400} fill={r === 0 ? UI.muted : UI.text}>
              {cell}
            </T>
          ))}
          {r < 3 ? <Rule x={6} y={37 + r * 13} w={150} /> : null}
        </g>
      ))}
    </Float>
  </g>
);

/** The email a new submission sends: the visitor's answers and two attached files; the filled-in form on the visitor's phone beside it. */
const notification: ReactNode = (
  <g>
    <Browser x={104} y={18} w={364} h={296} url="mail.braveweb.com/inbox">
      <Box x={40} y={10} w={312} h={26} r={5} fill={UI.page} stroke="none" />
      <Initials cx={56} cy={23} r={8} text="B" fill={UI.brand} />
      <T x={70} y={21} size={7.5} weight={600}>
        Braveweb Forms
      </T>
      <T x={70} y={31} size={7} fill={UI.muted}>
        to maya@mybakery.com · 10:42
      </T>
      <Pill x={344} y={16} label="New" tone="brand" anchor="end" />
      <T x={40} y={56} size={11} weight={700}>
        New message from your Contact us form
      </T>
      <T x={40} y={69} size={7.5} fill={UI.muted}>
        Saved in your account too: submission 128 of 128
      </T>
      {[
        ["Name", "Ana Lopes"],
        ["Email", "ana.lopes@example.com"],
        ["Topic", "A question about an order"],
      ].map(([k, v], i) => (
        <g key={k}>
          <Rule x={40} y={78 + i * 18} w={312} />
          <T x={40} y={90 + i * 18} size={7.5} fill={UI.muted}>
            {k!}
          </T>
          <T x={100} y={90 + i * 18} size={7.5} weight={600}>
            {v!}
          </T>
        </g>
      ))}
      <Rule x={40} y={132} w={312} />
      <T x={40} y={145} size={7.5} fill={UI.muted}>
        Message
      </T>
      {[
        "Order 4512 arrived this morning with the box crushed",
        "and two rolls flattened. Photo and receipt attached.",
        "Could you send a replacement on Friday?",
      ].map((line, i) => (
        <T key={line} x={100} y={145 + i * 11} size={7.5}>
          {line}
        </T>
      ))}
      <Rule x={40} y={186} w={312} />
      <Clip x={38} y={193} stroke={UI.text} />
      <T x={52} y={203} size={7.5} weight={600}>
        2 attachments
      </T>
      <FileChip x={40} y={212} w={118} name="crushed-box.jpg" size="1.4 MB" kind="JPG" />
      <FileChip x={166} y={212} w={118} name="receipt-4512.pdf" size="86 KB" kind="PDF" />
      <Button x={40} y={246} w={70} h={18} label="Reply" size={7.5} />
      <Button x={116} y={246} w={96} h={18} label="Mark handled" tone="light" size={7.5} />
    </Browser>
    <Phone x={14} y={58} w={122} h={276}>
      <T x={8} y={28} size={7} fill={UI.muted}>
        mybakery.com/contact
      </T>
      <T x={8} y={44} size={9} weight={700}>
        Get in touch
      </T>
      <Field x={8} y={52} w={96} label="Name *" value="Ana Lopes" size={7} />
      <Select x={8} y={82} w={96} label="What is it about?" value="An order" size={7} />
      <T x={8} y={123} size={6.5} weight={600} fill={UI.muted}>
        Files (JPG, PNG, PDF)
      </T>
      <rect x={8} y={127} width={96} height={62} rx={5} fill={UI.page} stroke="#9aa6b2" strokeWidth={0.8} strokeDasharray="3 2" />
      {[
        ["crushed-box.jpg", UI.teal],
        ["receipt-4512.pdf", UI.accent],
      ].map(([file, tone], i) => (
        <g key={file}>
          <rect x={13} y={133 + i * 19} width={86} height={15} rx={3} fill={UI.surface} stroke={UI.line} />
          <rect x={16} y={136 + i * 19} width={9} height={9} rx={2} fill={tone} />
          <T x={29} y={143.5 + i * 19} size={6.5}>
            {file!}
          </T>
        </g>
      ))}
      <T x={56} y={183} size={6.5} fill={UI.muted} anchor="middle">
        Drop more files here
      </T>
      <Button x={8} y={198} w={96} h={18} label="Send message" size={7.5} />
      <circle cx={20} cy={236} r={7} fill={UI.goodSoft} />
      <path d="M16.5 236l2.5 2.5 4.5 -4.5" fill="none" stroke={UI.good} strokeWidth={1.5} strokeLinecap="round" />
      <T x={31} y={239} size={7} weight={600} fill={UI.good}>
        Message sent
      </T>
    </Phone>
  </g>
);

/** A field the visitor filled in, with its check: a green tick, or an orange border and a note under it. */
function Checked({ x, y, w, label, value, note }: { x: number; y: number; w: number; label: string; value: string; note?: string }) {
  return (
    <g>
      <T x={x} y={y + 7} size={6.5} weight={600} fill={UI.muted}>
        {label}
      </T>
      <rect x={x} y={y + 11} width={w} height={17} rx={4} fill={UI.surface} stroke={note ? UI.accent : "#c9d1db"} strokeWidth={note ? 1.3 : 0.8} />
      <T x={x + 6} y={y + 22.5} size={7} fill={UI.text}>
        {value}
      </T>
      {note ? (
        <g>
          <circle cx={x + 4} cy={y + 35} r={3.5} fill={UI.accent} />
          <T x={x + 4} y={y + 37.3} size={5.5} weight={700} fill={UI.surface} anchor="middle">
            !
          </T>
          <T x={x + 11} y={y + 37.5} size={6.5} weight={600} fill={UI.accent}>
            {note}
          </T>
        </g>
      ) : (
        <path d={`M${x + w - 14} ${y + 19.5}l2.5 2.5 5 -5`} fill="none" stroke={UI.good} strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" />
      )}
    </g>
  );
}

/** The style panel floating over the Contact us form's live preview: the Light preset chosen, purple applied, rounded buttons, own button text and thank-you message (the page's copy: fonts, colors, borders, button shapes, presets, thank-you message). */
const style: ReactNode = (
  <g>
    <Browser x={12} y={18} w={318} h={304} url="app.braveweb.com/forms/contact-us/style">
      <T x={12} y={19} size={10} weight={700}>
        Contact us
      </T>
      <Pill x={76} y={10} label="Live preview" tone="violet" size={6.5} />
      <Rule x={0} y={32} w={318} />
      <rect x={0} y={32.4} width={318} height={249.6} fill={UI.page} />
      <rect x={24} y={46} width={232} height={222} rx={8} fill={UI.surface} stroke={UI.line} />
      <rect x={24} y={46} width={232} height={6} rx={3} fill={UI.violet} />
      <T x={38} y={74} size={12} weight={700}>
        Get in touch
      </T>
      <T x={38} y={87} size={7} fill={UI.muted}>
        We answer within one working day.
      </T>
      <Field x={38} y={96} w={100} label="Name" value="Ana Lopes" size={7.5} />
      <Field x={144} y={96} w={98} label="Email" placeholder="you@example.com" size={7.5} />
      <T x={38} y={142} size={7} weight={600} fill={UI.muted}>
        Message
      </T>
      <rect x={38} y={146} width={204} height={50} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={44} y={158} size={7.5} fill={UI.muted}>
        How can we help?
      </T>
      <rect x={38} y={206} width={110} height={22} rx={11} fill={UI.violet} />
      <T x={93} y={220} size={8} weight={600} fill={UI.surface} anchor="middle">
        Send my question
      </T>
      <T x={38} y={250} size={7} fill={UI.muted}>
        After sending: “Thanks, Ana! We’ll reply soon.”
      </T>
    </Browser>
    <Float x={286} y={30} w={182} h={292}>
      <T x={12} y={18} size={9} weight={700}>
        Style
      </T>
      <Rule x={0} y={27} w={182} />
      <T x={12} y={42} size={6.5} weight={600} fill={UI.muted}>
        PRESET
      </T>
      <rect x={12} y={48} width={158} height={18} rx={5} fill={UI.page} stroke={UI.line} />
      <rect x={13} y={49} width={78} height={16} rx={4} fill={UI.surface} stroke={UI.brand} strokeWidth={1} />
      <T x={52} y={60} size={7.5} weight={600} fill={UI.brand} anchor="middle">
        Light
      </T>
      <T x={131} y={60} size={7.5} fill={UI.muted} anchor="middle">
        Dark
      </T>
      <T x={12} y={84} size={6.5} weight={600} fill={UI.muted}>
        FONT
      </T>
      <Field x={12} y={89} w={158} value="Inter · 15 px" size={7.5} />
      <path d="M158 96.5l3 3 3 -3" fill="none" stroke={UI.muted} strokeWidth={1.2} strokeLinecap="round" />
      <T x={12} y={123} size={6.5} weight={600} fill={UI.muted}>
        BUTTON AND ACCENT COLOR
      </T>
      {[UI.brand, UI.violet, UI.teal, UI.accent, UI.dark].map((color, i) => (
        <g key={color}>
          {color === UI.violet ? <circle cx={21 + i * 22} cy={137} r={9.5} fill="none" stroke={UI.text} strokeWidth={1.2} /> : null}
          <circle cx={21 + i * 22} cy={137} r={7} fill={color} />
        </g>
      ))}
      <T x={12} y={162} size={6.5} weight={600} fill={UI.muted}>
        BUTTON SHAPE
      </T>
      {[0, 5, 9].map((r, i) => (
        <g key={r}>
          <rect
            x={12 + i * 54}
            y={168}
            width={48}
            height={20}
            rx={5}
            fill={UI.surface}
            stroke={i === 2 ? UI.brand : UI.line}
            strokeWidth={i === 2 ? 1.4 : 0.8}
          />
          <rect x={20 + i * 54} y={174} width={32} height={8} rx={r / 2} fill={i === 2 ? UI.violet : "#8793a0"} />
        </g>
      ))}
      <T x={12} y={202} size={6.5} weight={600} fill={UI.muted}>
        BORDER
      </T>
      <T x={12} y={214} size={7.5}>
        Thin, rounded corners
      </T>
      <Switch small x={150} y={206} on />
      <Field x={12} y={222} w={158} label="Button text" value="Send my question" size={7.5} />
      <Field x={12} y={254} w={158} label="Thank-you message" value="Thanks, Ana! We’ll reply…" size={7.5} />
    </Float>
  </g>
);

/** The Email field's checks in the form settings behind, and on the visitor's phone in front the form catching a mistyped email and an empty message; a card counts spam filtered (the page's copy: required fields, email/phone/date checks, length limits, spam filtering; counts are sample data). */
const validation: ReactNode = (
  <g>
    <Browser x={12} y={16} w={340} h={262} url="app.braveweb.com/forms/contact-us/edit" back>
      <T x={12} y={19} size={10} weight={700}>
        Contact us
      </T>
      <Rule x={0} y={32} w={340} />
      <T x={14} y={50} size={9} weight={700}>
        Field: Email
      </T>
      {[
        { rule: "Required", note: "Visitors can’t send without it", on: true },
        { rule: "Check it looks like an email", note: "name@example.com", on: true },
        { rule: "Limit the length", note: "Up to 254 characters", on: true },
        { rule: "Ask to type it twice", note: "For important forms", on: false },
      ].map((r, i) => (
        <g key={r.rule}>
          <Rule x={14} y={60 + i * 32} w={226} />
          <T x={14} y={75 + i * 32} size={8} weight={600}>
            {r.rule}
          </T>
          <T x={14} y={86 + i * 32} size={7} fill={UI.muted}>
            {r.note}
          </T>
          <Switch small x={206} y={70 + i * 32} on={r.on} />
        </g>
      ))}
      <Field x={14} y={192} w={226} label="Message shown next to the field" value="Please check the email address" size={7.5} />
    </Browser>
    <Phone x={262} y={48} w={140} h={290}>
      <rect x={0} y={20} width={130} height={28} fill={UI.page} />
      <T x={10} y={38} size={9} weight={700}>
        Get in touch
      </T>
      <Checked x={10} y={56} w={110} label="Name *" value="Ana Lopes" />
      <Checked x={10} y={88} w={110} label="Email *" value="ana.lopes@example" note="Please check the email" />
      <Checked x={10} y={132} w={110} label="Phone" value="020 7946 0321" />
      <T x={10} y={171} size={6.5} weight={600} fill={UI.muted}>
        Message *
      </T>
      <rect x={10} y={175} width={110} height={34} rx={4} fill={UI.surface} stroke={UI.accent} strokeWidth={1.3} />
      <circle cx={14} cy={217} r={3.5} fill={UI.accent} />
      <T x={14} y={219.3} size={5.5} weight={700} fill={UI.surface} anchor="middle">
        !
      </T>
      <T x={21} y={219.5} size={6.5} weight={600} fill={UI.accent}>
        This field is required
      </T>
      <rect x={10} y={230} width={110} height={18} rx={5} fill={UI.brand} opacity={0.45} />
      <T x={65} y={242} size={7.5} weight={600} fill={UI.dark} anchor="middle">
        Send message
      </T>
      <T x={65} y={262} size={6.5} fill={UI.muted} anchor="middle">
        2 fields need a look
      </T>
    </Phone>
    <Float x={40} y={272} w={200} h={50}>
      <circle cx={20} cy={25} r={10} fill={UI.tealSoft} />
      <path d="M20 18l6 2.5v4c0 3.5-2.6 6-6 7-3.4-1-6-3.5-6-7v-4z" fill="none" stroke={UI.teal} strokeWidth={1.3} strokeLinejoin="round" />
      <T x={37} y={21} size={8.5} weight={600}>
        Spam filter on
      </T>
      <T x={37} y={33} size={7} fill={UI.muted}>
        46 junk submissions kept out this month
      </T>
    </Float>
  </g>
);

export const contactformsScreens: Record<string, ReactNode> = {
  "contactforms-builder": builder,
  "contactforms-storage": storage,
  "contactforms-attachments": notification,
  "contactforms-style": style,
  "contactforms-validation": validation,
};
