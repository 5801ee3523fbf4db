import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, Phone, Pill, Rule, T, Tabs, UI } from "./kit.tsx";

/**
 * The product screens of /guestbooks (views/screens/kit.tsx has the parts they are drawn from).
 * Their words come from content/pages/guestbooks.ts (signing, approval, spam protection, word
 * filter, email alerts, custom fields, private entries, owner replies, design); the entries,
 * names and sites (a wedding's annaandben.com, a band's nightowls.band) are sample data.
 */

/** A tick in a small circle. */
const Tick = ({ cx, cy, r = 6, fill = UI.good }: { cx: number; cy: number; r?: number; fill?: string }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
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

/** A square check box, ticked or not, with its label. */
const CheckBox = ({ x, y, label, on = false, size = 7.5 }: { x: number; y: number; label: string; on?: boolean; size?: number }) => (
  <g>
    <rect x={x} y={y} width={9} height={9} rx={2} fill={on ? UI.brand : UI.surface} stroke={on ? UI.brand : "#aab4bf"} strokeWidth={0.9} />
    {on ? <path d={`M${x + 2.2} ${y + 4.6}l1.8 1.8 3-3.4`} fill="none" stroke={UI.surface} strokeWidth={1.3} strokeLinecap="round" /> : null}
    <T x={x + 14} y={y + 7.6} size={size}>
      {label}
    </T>
  </g>
);

/** A written entry: who signed it, from where, when, and their words (one or two lines). */
const Entry = (props: { x: number; y: number; w: number; initials: string; color: string; name: string; meta: string; lines: readonly string[] }) => {
  const { x, y, w, initials, color, name, meta, lines } = props;
  return (
    <g>
      <Box x={x} y={y} w={w} h={30 + lines.length * 11} />
      <Initials cx={x + 16} cy={y + 15} r={8} text={initials} fill={color} />
      <T x={x + 30} y={y + 13} size={8.5} weight={600}>
        {name}
      </T>
      <T x={x + 30} y={y + 23} size={7} fill={UI.muted}>
        {meta}
      </T>
      {lines.map((line, i) => (
        <T key={line} x={x + 30} y={y + 37 + i * 11} size={8}>
          {line}
        </T>
      ))}
    </g>
  );
};

/** The hero: a wedding site's guestbook page, three entries and an owner's reply, with the sign form floating beside it (sample entries; fields from content/pages/guestbooks.ts). */
const book: ReactNode = (
  <g>
    <Browser x={12} y={18} w={350} h={322} url="annaandben.com/guestbook">
      <T x={14} y={20} size={11} weight={700}>
        Anna &amp; Ben
      </T>
      <T x={336} y={20} size={7.5} fill={UI.muted} anchor="end">
        Our day · Photos · Guestbook
      </T>
      <Rule x={0} y={29} w={350} />
      <T x={14} y={50} size={15} weight={700}>
        Guestbook
      </T>
      <T x={14} y={63} size={7.5} fill={UI.muted}>
        128 entries · newest first
      </T>
      <Entry
        x={14}
        y={72}
        w={282}
        initials="ML"
        color={UI.violet}
        name="Maria Lopez"
        meta="Austin, TX · 2 hours ago"
        lines={["Congratulations, you two! The vows made the", "whole room cry. Save us a dance next time."]}
      />
      <Entry
        x={14}
        y={130}
        w={282}
        initials="TW"
        color={UI.teal}
        name="Tom Walsh"
        meta="Leeds, UK · yesterday"
        lines={["Wish we could have been there. All our love!"]}
      />
      <rect x={44} y={176} width={252} height={22} rx={4} fill={UI.brandSoft} />
      <T x={52} y={190} size={7.5} fill={UI.brand} weight={600}>
        Anna &amp; Ben replied:
      </T>
      <T x={128} y={190} size={7.5} fill={UI.text}>
        Thank you, Tom! Come visit soon.
      </T>
      <Entry
        x={14}
        y={206}
        w={282}
        initials="KO"
        color={UI.accent}
        name="Kenji Ono"
        meta="Osaka, Japan · 3 days ago"
        lines={["The best cake I have ever eaten at a wedding.", "Happy first month of married life!"]}
      />
      <T x={14} y={282} size={7.5} weight={600} fill={UI.brand}>
        Older entries →
      </T>
    </Browser>
    <Float x={312} y={64} w={156} h={214}>
      <T x={12} y={20} size={10} weight={700}>
        Sign the guestbook
      </T>
      <Field x={12} y={28} w={132} label="Your name" value="Priya Shah" />
      <Field x={12} y={60} w={132} label="Where are you from?" value="Toronto, Canada" />
      <T x={12} y={100} size={7.5} weight={600} fill={UI.muted}>
        Message
      </T>
      <rect x={12} y={104} width={132} height={44} rx={4} fill={UI.surface} stroke={UI.brand} strokeWidth={1.1} />
      <T x={18} y={118} size={8}>
        Wishing you both a
      </T>
      <T x={18} y={129} size={8}>
        lifetime of adventures!
      </T>
      <path d="M106 123v9" stroke={UI.brand} strokeWidth={1} />
      <CheckBox x={12} y={156} label="Keep it private" />
      <Button x={12} y={176} w={132} h={22} label="Sign" tone="accent" />
    </Float>
  </g>
);

/** The sign form: the owner's field list with a custom question, and the form as a visitor fills it in on a phone (content/pages/guestbooks.ts "Signing takes a few seconds"). */
const signForm: ReactNode = (
  <g>
    <Browser x={12} y={24} w={304} h={252} url="panel.braveweb.com/guestbook/form" back>
      <T x={14} y={22} size={11} weight={700}>
        Sign form
      </T>
      <T x={14} y={35} size={7.5} fill={UI.muted}>
        What visitors fill in. No account, no password.
      </T>
      {[
        { label: "Name", note: "Short text", pill: "Required", tone: "muted" as const },
        { label: "Where are you from", note: "Short text", pill: "Required", tone: "muted" as const },
        { label: "Message", note: "Long text", pill: "Required", tone: "muted" as const },
        { label: "Favorite song", note: "Your own question", pill: "Custom", tone: "violet" as const },
        { label: "Keep it private", note: "Check box", pill: "Optional", tone: "muted" as const },
      ].map((f, i) => (
        <g key={f.label}>
          <Box x={14} y={44 + i * 31} w={266} h={26} fill={i === 3 ? UI.violetSoft : UI.surface} stroke={i === 3 ? UI.violet : UI.line} />
          <path d={`M24 ${53 + i * 31}h7M24 ${57 + i * 31}h7M24 ${61 + i * 31}h7`} stroke="#9aa6b2" strokeWidth={1.2} strokeLinecap="round" />
          <T x={40} y={55 + i * 31} size={8} weight={600}>
            {f.label}
          </T>
          <T x={40} y={65 + i * 31} size={7} fill={UI.muted}>
            {f.note}
          </T>
          <Pill x={272} y={50 + i * 31} label={f.pill} tone={f.tone} size={7} anchor="end" />
        </g>
      ))}
      <T x={14} y={210} size={8} weight={600} fill={UI.brand}>
        + Add a question
      </T>
    </Browser>
    <Float x={26} y={262} w={214} h={42}>
      <Tick cx={18} cy={21} r={8} />
      <T x={32} y={18} size={8.5} weight={600}>
        Thanks, Jess! You signed.
      </T>
      <T x={32} y={30} size={7} fill={UI.muted}>
        Your entry is on the page now.
      </T>
    </Float>
    <Phone x={300} y={14} w={166} h={332}>
      <T x={14} y={22} size={7.5} weight={600}>
        9:41
      </T>
      <rect x={0} y={30} width={156} height={28} fill={UI.dark} />
      <T x={14} y={48} size={10} weight={700} fill={UI.surface}>
        The Night Owls
      </T>
      <T x={14} y={76} size={11} weight={700}>
        Sign our guestbook
      </T>
      <Field x={14} y={84} w={128} label="Name" value="Jess Parker" />
      <Field x={14} y={116} w={128} label="Where are you from" value="Portland, OR" />
      <Field x={14} y={148} w={128} label="Favorite song" value="Midnight Drive" />
      <T x={14} y={188} size={7.5} weight={600} fill={UI.muted}>
        Message
      </T>
      <rect x={14} y={192} width={128} height={40} rx={4} fill={UI.surface} stroke={UI.brand} strokeWidth={1.1} />
      <T x={20} y={206} size={8}>
        Best show of the tour.
      </T>
      <T x={20} y={217} size={8}>
        See you in Seattle!
      </T>
      <CheckBox x={14} y={240} label="Keep it private" />
      <Button x={14} y={260} w={128} h={24} label="Sign" tone="accent" size={9} />
      <T x={78} y={300} size={7} fill={UI.muted} anchor="middle">
        No account needed
      </T>
    </Phone>
  </g>
);

/** The approval queue: two entries waiting (one softened by the word filter), one stopped as spam, and the publishing settings (content/pages/guestbooks.ts "You approve what appears"). */
const approve: ReactNode = (
  <g>
    <Browser x={12} y={12} w={446} h={268} url="panel.braveweb.com/guestbook/entries" sidebar={86}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Guestbook
      </T>
      {["Entries", "Sign form", "Design", "Replies", "Settings"].map((item, i) => (
        <g key={item}>
          {i === 0 ? <rect x={6} y={34} width={74} height={16} rx={4} fill="#22303e" /> : null}
          <T x={14} y={45 + i * 20} size={8} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.surface : "#b8c4d0"}>
            {item}
          </T>
        </g>
      ))}
      <T x={100} y={22} size={12} weight={700}>
        Entries
      </T>
      <Tabs
        y={42}
        bar={44}
        tabs={[
          { label: "Waiting 2", x: 100, on: true },
          { label: "Published 126", x: 160 },
          { label: "Spam 14", x: 240 },
        ]}
      />
      <Rule x={100} y={48} w={332} />
      <Box x={100} y={56} w={332} h={66} />
      <Initials cx={116} cy={71} r={8} text="GR" fill={UI.teal} />
      <T x={130} y={69} size={8.5} weight={600}>
        Grace Reed
      </T>
      <T x={130} y={79} size={7} fill={UI.muted}>
        Dublin, Ireland · 5 min ago
      </T>
      <Pill x={424} y={62} label="Waiting" tone="warn" size={7} anchor="end" />
      <T x={130} y={93} size={8}>
        So happy for you both! See you at the reunion.
      </T>
      <Button x={130} y={100} w={58} h={16} label="Approve" size={7.5} />
      <Button x={194} y={100} w={40} h={16} label="Edit" tone="light" size={7.5} />
      <Button x={240} y={100} w={40} h={16} label="Hide" tone="light" size={7.5} />
      <Box x={100} y={128} w={332} h={46} />
      <Initials cx={116} cy={143} r={8} text="SO" fill={UI.brand} />
      <T x={130} y={141} size={8.5} weight={600}>
        Sam Ortiz
      </T>
      <T x={130} y={151} size={7} fill={UI.muted}>
        Denver, CO · 20 min ago
      </T>
      <Pill x={424} y={134} label="1 word filtered" tone="violet" size={7} anchor="end" />
      <T x={130} y={165} size={8}>
        The band was **** amazing. What a night!
      </T>
      <Box x={100} y={180} w={332} h={46} fill={UI.page} />
      <Initials cx={116} cy={195} r={8} text="?" fill="#8a96a3" />
      <T x={130} y={193} size={8.5} weight={600} fill={UI.muted}>
        best-deals-4u
      </T>
      <T x={130} y={203} size={7} fill={UI.muted}>
        Unknown · 1 hour ago
      </T>
      <Pill x={424} y={186} label="Spam blocked" tone="accent" size={7} anchor="end" />
      <T x={130} y={217} size={8} fill={UI.muted}>
        Cheap watches!!! Click here for 90% off
      </T>
      <path d="M130 214.5h154" stroke={UI.muted} strokeWidth={0.8} />
    </Browser>
    <Float x={250} y={230} w={216} h={116}>
      <T x={14} y={20} size={9} weight={700}>
        Publishing
      </T>
      {[
        { label: "Publish instantly", on: false },
        { label: "Hold each entry for my approval", on: true },
      ].map((opt, i) => (
        <g key={opt.label}>
          <circle cx={19} cy={34 + i * 15} r={4.5} fill={UI.surface} stroke={opt.on ? UI.brand : "#aab4bf"} strokeWidth={1.1} />
          {opt.on ? <circle cx={19} cy={34 + i * 15} r={2.3} fill={UI.brand} /> : null}
          <T x={29} y={37 + i * 15} size={7.5} weight={opt.on ? 600 : 400}>
            {opt.label}
          </T>
        </g>
      ))}
      <Rule x={14} y={64} w={188} />
      <T x={14} y={80} size={7.5}>
        Spam protection
      </T>
      <Pill x={202} y={71} label="On" tone="good" size={7} anchor="end" />
      <T x={14} y={100} size={7.5}>
        Word filter
      </T>
      <Pill x={202} y={91} label="12 words" tone="brand" size={7} anchor="end" />
    </Float>
  </g>
);

/** The email alert: a new entry's email on the owner's phone with Approve and Delete, and the guestbook behind it once approved (content/pages/guestbooks.ts "Know the moment someone signs"). */
const alert: ReactNode = (
  <g>
    <Browser x={176} y={34} w={292} h={262} url="annaandben.com/guestbook" back>
      <T x={60} y={24} size={13} weight={700}>
        Guestbook
      </T>
      <T x={60} y={37} size={7.5} fill={UI.muted}>
        129 entries · newest first
      </T>
      <Box x={60} y={46} w={220} h={52} fill={UI.goodSoft} stroke={UI.good} />
      <Initials cx={76} cy={61} r={8} text="GR" fill={UI.teal} />
      <T x={90} y={59} size={8.5} weight={600}>
        Grace Reed
      </T>
      <T x={90} y={69} size={7} fill={UI.muted}>
        Dublin, Ireland · just now
      </T>
      <Pill x={272} y={52} label="Approved" tone="good" size={7} anchor="end" />
      <T x={90} y={87} size={8}>
        So happy for you both!
      </T>
      <Box x={60} y={106} w={220} h={52} />
      <Initials cx={76} cy={121} r={8} text="ML" fill={UI.violet} />
      <T x={90} y={119} size={8.5} weight={600}>
        Maria Lopez
      </T>
      <T x={90} y={129} size={7} fill={UI.muted}>
        Austin, TX · 2 hours ago
      </T>
      <T x={90} y={147} size={8}>
        Congratulations, you two!
      </T>
      <Box x={60} y={166} w={220} h={52} />
      <Initials cx={76} cy={181} r={8} text="TW" fill={UI.brand} />
      <T x={90} y={179} size={8.5} weight={600}>
        Tom Walsh
      </T>
      <T x={90} y={189} size={7} fill={UI.muted}>
        Leeds, UK · yesterday
      </T>
      <T x={90} y={207} size={8}>
        Wish we could have been there.
      </T>
    </Browser>
    <Phone x={22} y={12} w={182} h={336}>
      <T x={14} y={22} size={7.5} weight={600}>
        9:41
      </T>
      <T x={14} y={42} size={8} weight={600} fill={UI.brand}>
        ‹ Inbox
      </T>
      <T x={14} y={62} size={10.5} weight={700}>
        New guestbook entry
      </T>
      <T x={14} y={75} size={10.5} weight={700}>
        from Grace Reed
      </T>
      <Initials cx={24} cy={96} r={9} text="B" fill={UI.brand} />
      <T x={38} y={94} size={8} weight={600}>
        Braveweb Guestbook
      </T>
      <T x={38} y={104} size={7} fill={UI.muted}>
        to me · 2:14 PM
      </T>
      <Rule x={14} y={114} w={144} />
      <T x={14} y={130} size={8}>
        Grace Reed from Dublin signed
      </T>
      <T x={14} y={141} size={8}>
        your guestbook on annaandben.com:
      </T>
      <rect x={14} y={150} width={144} height={40} rx={5} fill={UI.page} />
      <rect x={14} y={150} width={3} height={40} fill={UI.brand} />
      <T x={24} y={166} size={8}>
        So happy for you both!
      </T>
      <T x={24} y={178} size={8}>
        See you at the reunion.
      </T>
      <T x={14} y={208} size={7.5} fill={UI.muted}>
        It waits for your approval.
      </T>
      <Button x={14} y={218} w={144} h={26} label="Approve" size={9} />
      <Button x={14} y={252} w={144} h={26} label="Delete" tone="light" size={9} />
      <T x={86} y={300} size={7} fill={UI.muted} anchor="middle">
        Or open the guestbook to edit it
      </T>
    </Phone>
  </g>
);

/** A style panel's colour choice. */
const Swatch = ({ cx, cy, fill, on = false }: { cx: number; cy: number; fill: string; on?: boolean }) => (
  <g>
    {on ? <circle cx={cx} cy={cy} r={9} fill="none" stroke={UI.text} strokeWidth={1.2} /> : null}
    <circle cx={cx} cy={cy} r={6.5} fill={fill} />
  </g>
);

/** The design panel: a band's guestbook restyled in green and cream with a serif font, and the style choices beside it (content/pages/guestbooks.ts "Design it to match your pages"). */
const design: ReactNode = (
  <g>
    <Browser x={12} y={20} w={322} h={316} url="nightowls.band/guestbook">
      <rect x={0} y={0} width={322} height={294} fill="#fbf4e6" />
      <rect x={0} y={0} width={322} height={40} fill="#1f4d3a" />
      <g fontFamily="Georgia, 'Times New Roman', serif">
        <T x={16} y={26} size={13} weight={700} fill="#fbf4e6">
          The Night Owls
        </T>
        <T x={272} y={25} size={8} fill="#fbf4e6" anchor="end">
          Tour · Music · Guestbook
        </T>
        <T x={16} y={66} size={16} weight={700} fill="#1f4d3a">
          Say hello to the band
        </T>
        <T x={16} y={80} size={8} fill="#5a4a32">
          Newest first · 10 per page
        </T>
        {[
          { who: "Jess Parker", from: "Portland, OR", text: "Best show of the tour. See you in Seattle!", song: "Midnight Drive" },
          { who: "Luis Vega", from: "Madrid, Spain", text: "Flew in for this one and it was worth it.", song: "Paper Moon" },
          { who: "Ada Brooks", from: "Chicago, IL", text: "My daughter’s first concert. She is hooked.", song: "Owl Song" },
        ].map((e, i) => (
          <g key={e.who}>
            <rect x={16} y={90 + i * 64} width={290} height={56} rx={4} fill="#fffdf8" stroke="#d9c9a8" />
            <rect x={16} y={90 + i * 64} width={4} height={56} rx={2} fill="#c2410c" />
            <T x={30} y={106 + i * 64} size={9} weight={700} fill="#1f4d3a">
              {e.who}
            </T>
            <T x={30 + e.who.length * 4.7 + 4} y={106 + i * 64} size={7.5} fill="#5a4a32">
              {`· ${e.from}`}
            </T>
            <T x={30} y={121 + i * 64} size={8.5} fill={UI.text}>
              {e.text}
            </T>
            <T x={30} y={136 + i * 64} size={7.5} fill="#5a4a32">
              {`Favorite song: ${e.song}`}
            </T>
          </g>
        ))}
        <T x={16} y={284} size={8} weight={700} fill="#1f4d3a">
          Sign the guestbook →
        </T>
      </g>
    </Browser>
    <Float x={296} y={50} w={172} h={266}>
      <T x={14} y={21} size={10} weight={700}>
        Style
      </T>
      <Field x={14} y={28} w={144} label="Font" value="Georgia (serif)" />
      <T x={14} y={74} size={7.5} weight={600} fill={UI.muted}>
        Colors
      </T>
      <Swatch cx={24} cy={90} fill="#1f4d3a" on />
      <Swatch cx={46} cy={90} fill="#c2410c" />
      <Swatch cx={68} cy={90} fill={UI.brand} />
      <Swatch cx={90} cy={90} fill={UI.violet} />
      <Swatch cx={112} cy={90} fill="#17212b" />
      <T x={14} y={118} size={7.5} weight={600} fill={UI.muted}>
        Background
      </T>
      {[
        { fill: UI.surface, label: "White" },
        { fill: "#fbf4e6", label: "Cream", on: true },
        { fill: "#e3ece6", label: "Sage" },
      ].map((b, i) => (
        <g key={b.label}>
          <rect x={14 + i * 48} y={124} width={42} height={24} rx={4} fill={b.fill} stroke={b.on ? UI.brand : UI.line} strokeWidth={b.on ? 1.6 : 0.8} />
          <T x={35 + i * 48} y={158} size={7} fill={UI.muted} anchor="middle">
            {b.label}
          </T>
        </g>
      ))}
      <T x={14} y={178} size={7.5} weight={600} fill={UI.muted}>
        Order
      </T>
      <rect x={14} y={184} width={144} height={18} rx={5} fill={UI.page} stroke={UI.line} strokeWidth={0.8} />
      <rect x={16} y={186} width={70} height={14} rx={4} fill={UI.surface} stroke={UI.line} strokeWidth={0.6} />
      <T x={51} y={196} size={7.5} weight={600} anchor="middle">
        Newest first
      </T>
      <T x={122} y={196} size={7.5} fill={UI.muted} anchor="middle">
        Oldest first
      </T>
      <T x={14} y={220} size={7.5}>
        Entries per page
      </T>
      <rect x={124} y={211} width={34} height={14} rx={4} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={141} y={221} size={7.5} weight={600} anchor="middle">
        10
      </T>
      <Button x={14} y={236} w={144} h={20} label="Save design" size={8} />
    </Float>
  </g>
);

export const guestbooksScreens: Record<string, ReactNode> = {
  "guestbooks-book": book,
  "guestbooks-sign-form": signForm,
  "guestbooks-approve": approve,
  "guestbooks-alert": alert,
  "guestbooks-design": design,
};
