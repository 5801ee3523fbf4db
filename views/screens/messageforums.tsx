import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, Lines, Phone, Pill, Rule, Scene, T, UI } from "./kit.tsx";

/**
 * The product screens of /messageforums (views/screens/kit.tsx has the parts they are drawn
 * from): the forum of a sample gardening club, "Greenfield Gardeners", as members read and
 * post in it and as its owner moderates and styles it. Boards, threads, members and counts are
 * sample data; what the forum can do comes from content/pages/messageforums.ts.
 */

const CLUB = "Greenfield Gardeners";
const URL = "greenfieldgardeners.org/forum";
const GREEN = "#2f6b3f";

/** A quoted earlier post: a tinted block with a bar down its left. */
function Quote({ x, y, w, who, text }: { x: number; y: number; w: number; who: string; text: string }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={28} rx={3} fill={UI.page} />
      <rect x={x} y={y} width={3} height={28} rx={1.5} fill={UI.muted} />
      <T x={x + 9} y={y + 11} size={7} weight={600} fill={UI.muted}>
        {`${who} wrote:`}
      </T>
      <T x={x + 9} y={y + 22} size={7.5} fill={UI.muted}>
        {text}
      </T>
    </g>
  );
}

/** A pin, for a thread pinned to the top of its board. */
const PinMark = ({ x, y, fill = UI.accent }: { x: number; y: number; fill?: string }) => (
  <path d={`M${x + 2} ${y}h6l-1 4 2.5 3h-9l2.5 -3zM${x + 5} ${y + 7}v5`} fill={fill} stroke={fill} strokeWidth={1} strokeLinejoin="round" />
);

/** A padlock, for a locked thread. */
const Lock = ({ x, y, stroke = UI.text }: { x: number; y: number; stroke?: string }) => (
  <path d={`M${x} ${y + 4}h8v6h-8zM${x + 1.8} ${y + 4}v-2a2.2 2.2 0 0 1 4.4 0v2`} fill="none" stroke={stroke} strokeWidth={1.1} />
);

/** A bell, for notifications. */
const Bell = ({ x, y, fill = UI.brand }: { x: number; y: number; fill?: string }) => (
  <path d={`M${x} ${y + 11}h12l-1.6 -2v-4a4.4 4.4 0 0 0 -8.8 0v4zM${x + 4.5} ${y + 12.5}a1.5 1.5 0 0 0 3 0z`} fill={fill} />
);

/** A thread as members read it: a question, two replies, one quoting it, and the reply box (sample thread; the page's threads, replies and quotes). */
const thread: ReactNode = (
  <g>
    <Browser x={10} y={12} w={424} h={300} url={`${URL}/t/tomato-leaves`}>
      <T x={16} y={20} size={7.5} fill={UI.brand}>
        Forum › Growing › Vegetables
      </T>
      <T x={16} y={38} size={12.5} weight={700}>
        Tomato leaves turning yellow?
      </T>
      <T x={408} y={38} size={7.5} fill={UI.muted} anchor="end">
        3 replies · 128 views
      </T>
      <Rule x={16} y={48} w={392} />
      <Initials cx={30} cy={66} r={10} text="MK" fill={UI.violet} />
      <T x={48} y={63} size={8.5} weight={700}>
        Maya K.
      </T>
      <T x={48} y={74} size={7} fill={UI.muted}>
        Member · 2 days ago
      </T>
      <Lines
        x={48}
        y={90}
        lines={["My tomato plants have yellow lower leaves, but the new", "growth looks fine. Too much water, or something else?"]}
        size={8}
        gap={11}
        fill={UI.text}
      />
      <T x={48} y={118} size={7.5} weight={600} fill={UI.muted}>
        Like 6 · Reply · Quote
      </T>
      <Rule x={48} y={128} w={360} />
      <Initials cx={30} cy={146} r={10} text="TR" fill={UI.teal} />
      <T x={48} y={143} size={8.5} weight={700}>
        Tom R.
      </T>
      <Pill x={82} y={135} label="Moderator" tone="teal" size={7} />
      <T x={48} y={154} size={7} fill={UI.muted}>
        1 day ago
      </T>
      <Quote x={48} y={162} w={240} who="Maya K." text="Too much water, or something else?" />
      <Lines
        x={48}
        y={204}
        lines={["Probably not water. Lower leaves go yellow", "first when a plant needs nitrogen. Feed it."]}
        size={8}
        gap={11}
        fill={UI.text}
      />
      <Rule x={48} y={226} w={360} />
      <Initials cx={30} cy={244} r={10} text="JL" fill={UI.accent} />
      <T x={48} y={241} size={8.5} weight={700}>
        Jo L.
      </T>
      <T x={48} y={252} size={7} fill={UI.muted}>
        5 hours ago
      </T>
      <Lines x={48} y={266} lines={["Same here last June. Feeding", "sorted it out within a week."]} size={8} gap={11} fill={UI.text} />
    </Browser>
    <Float x={232} y={258} w={236} h={86}>
      <Initials cx={20} cy={20} r={9} text="MK" fill={UI.violet} />
      <T x={36} y={23} size={8.5} weight={600}>
        Reply to this thread
      </T>
      <rect x={12} y={34} width={212} height={26} rx={4} fill={UI.surface} stroke={UI.brand} strokeWidth={1.2} />
      <T x={18} y={50} size={8}>
        Thank you both! Feeding them this weekend.
      </T>
      <T x={12} y={77} size={7} fill={UI.muted}>
        Quote · Follow thread
      </T>
      <Button x={148} y={64} w={76} h={18} label="Post reply" size={8} />
    </Float>
  </g>
);

/** Boards grouped under two categories with thread and post counts, and the house rules pinned to the top of a board (sample counts; the page's categories, boards and pins). */
const boards: ReactNode = (
  <g>
    <Browser x={10} y={14} w={346} h={306} url={URL}>
      <T x={14} y={26} size={12} weight={700}>
        {CLUB}
      </T>
      <Field x={200} y={14} w={132} placeholder="Search the forum" />
      {["Board", "Threads", "Posts"].map((h, i) => (
        <T key={h} x={[14, 252, 326][i]!} y={50} size={7} weight={600} fill={UI.muted} anchor={i ? "end" : "start"}>
          {h}
        </T>
      ))}
      {(
        [
          { cat: "GROWING", y: 56 },
          { cat: "COMMUNITY", y: 168 },
        ] as const
      ).map((c) => (
        <g key={c.cat}>
          <rect x={10} y={c.y} width={326} height={16} rx={3} fill={UI.page} />
          <T x={16} y={c.y + 11} size={7} weight={700} fill={UI.muted}>
            {c.cat}
          </T>
        </g>
      ))}
      {[
        { name: "Vegetables", note: "Tomatoes, beans, squash and more", t: "214", p: "1,380", c: UI.good, y: 74 },
        { name: "Fruit trees", note: "Pruning, grafting, harvests", t: "96", p: "612", c: UI.accent, y: 104 },
        { name: "Flowers", note: "Borders, bulbs and cut flowers", t: "131", p: "845", c: UI.violet, y: 134 },
        { name: "Announcements", note: "Club news and house rules", t: "12", p: "40", c: UI.brand, y: 186 },
        { name: "Seed swap", note: "Trade seeds and cuttings", t: "58", p: "302", c: UI.teal, y: 216 },
        { name: "Say hello", note: "New here? Introduce yourself", t: "77", p: "190", c: UI.warn, y: 246 },
      ].map((b) => (
        <g key={b.name}>
          <rect x={14} y={b.y + 2} width={22} height={22} rx={5} fill={b.c} />
          <T x={25} y={b.y + 16} size={9} weight={700} fill={UI.surface} anchor="middle">
            {b.name[0]!}
          </T>
          <T x={44} y={b.y + 11} size={8.5} weight={600}>
            {b.name}
          </T>
          <T x={44} y={b.y + 22} size={7} fill={UI.muted}>
            {b.note}
          </T>
          <T x={252} y={b.y + 16} size={8} anchor="end">
            {b.t}
          </T>
          <T x={326} y={b.y + 16} size={8} anchor="end">
            {b.p}
          </T>
          {b.y === 134 || b.y === 246 ? null : <Rule x={14} y={b.y + 28} w={318} />}
        </g>
      ))}
    </Browser>
    <Float x={288} y={212} w={180} h={110}>
      <PinMark x={12} y={10} />
      <T x={28} y={20} size={7} weight={600} fill={UI.accent}>
        PINNED IN ANNOUNCEMENTS
      </T>
      <T x={12} y={40} size={9.5} weight={700}>
        Welcome! Please read
      </T>
      <T x={12} y={53} size={9.5} weight={700}>
        the house rules first
      </T>
      <Initials cx={20} cy={74} r={8} text="GG" fill={GREEN} />
      <T x={34} y={72} size={7.5} weight={600}>
        Club admin
      </T>
      <T x={34} y={82} size={7} fill={UI.muted}>
        Always at the top
      </T>
      <Lock x={12} y={92} stroke={UI.muted} />
      <T x={24} y={101} size={7} fill={UI.muted}>
        Locked · replies off
      </T>
    </Float>
  </g>
);

/** The owner's moderation view: new members' first posts waiting for approval, and the thread tools for a reported thread (sample posts; the page's moderation bullets). */
const moderation: ReactNode = (
  <g>
    <Browser x={10} y={14} w={400} h={300} url={`${URL}/admin/moderation`} sidebar={92}>
      <T x={12} y={22} size={9} weight={700} fill={UI.surface}>
        Moderation
      </T>
      {[
        ["Approval queue", "3"],
        ["Reports", "1"],
        ["Word filter", ""],
        ["Spam", ""],
        ["Moderators", ""],
        ["Boards", ""],
      ].map(([item, n], i) => (
        <g key={item}>
          {i === 0 ? <rect x={6} y={34} width={80} height={16} rx={4} fill="#22303e" /> : null}
          <T x={12} y={45 + i * 20} size={7.5} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.surface : "#b8c4d0"}>
            {item!}
          </T>
          {n ? (
            <g>
              <circle cx={80} cy={42 + i * 20} r={5.5} fill={UI.accent} />
              <T x={80} y={44.5 + i * 20} size={7} weight={700} fill={UI.surface} anchor="middle">
                {n}
              </T>
            </g>
          ) : null}
        </g>
      ))}
      <T x={106} y={24} size={12} weight={700}>
        Approval queue
      </T>
      <T x={106} y={37} size={7.5} fill={UI.muted}>
        First posts from new members wait here.
      </T>
      {[
        { who: "Sam P.", i: "SP", c: UI.brand, board: "Vegetables", lines: ["Hi all! Any tips for growing", "peppers in pots on a balcony?"] },
        { who: "Lena V.", i: "LV", c: UI.violet, board: "Seed swap", lines: ["I have spare sweet pea seeds,", "happy to swap for some herbs."] },
      ].map((p, k) => (
        <g key={p.who}>
          <Box x={106} y={46 + k * 96} w={196} h={88} />
          <Initials cx={122} cy={62 + k * 96} r={8} text={p.i} fill={p.c} />
          <T x={136} y={60 + k * 96} size={8} weight={600}>
            {p.who}
          </T>
          <T x={136} y={70 + k * 96} size={7} fill={UI.muted}>
            {`New member · in ${p.board}`}
          </T>
          <Lines x={114} y={88 + k * 96} lines={p.lines} size={7.5} gap={10} fill={UI.text} />
          <Button x={114} y={110 + k * 96} w={60} h={18} label="Approve" size={8} />
          <Button x={180} y={110 + k * 96} w={56} h={18} label="Reject" tone="light" size={8} />
        </g>
      ))}
      <T x={106} y={254} size={7.5} fill={UI.good}>
        Spam checks held 4 posts overnight
      </T>
    </Browser>
    <Float x={300} y={112} w={168} h={200}>
      <path d="M14 10v16M14 10h12l-3 4 3 4h-12" fill={UI.accentSoft} stroke={UI.accent} strokeWidth={1.3} strokeLinejoin="round" />
      <T x={34} y={21} size={8} weight={700} fill={UI.accent}>
        Reported: off-topic
      </T>
      <T x={12} y={42} size={9} weight={700}>
        Re: Best compost bins
      </T>
      <T x={12} y={54} size={7} fill={UI.muted}>
        In Vegetables · 41 replies
      </T>
      <Rule x={12} y={64} w={144} />
      {["Edit post", "Move thread", "Lock thread", "Delete"].map((item, i) => (
        <g key={item}>
          {i === 2 ? <rect x={6} y={70 + i * 24} width={156} height={22} rx={4} fill={UI.brandSoft} /> : null}
          {i === 2 ? <Lock x={14} y={74 + i * 24} stroke={UI.brand} /> : null}
          <T x={30} y={85 + i * 24} size={8.5} weight={i === 2 ? 700 : 500} fill={i === 2 ? UI.brand : i === 3 ? UI.accent : UI.text}>
            {item}
          </T>
        </g>
      ))}
      <T x={12} y={188} size={7} fill={UI.muted}>
        Tom R. moderates this board
      </T>
    </Float>
  </g>
);

/** A member's inbox with an unread email about a new reply in a thread they follow, and the owner's heads-up about a post waiting for approval (sample mail; the page's notifications copy). */
const notify: ReactNode = (
  <g>
    <Browser x={10} y={12} w={430} h={288} url="mail.example.com/inbox">
      <rect x={0} y={0} width={150} height={266} fill={UI.page} />
      <T x={12} y={20} size={10} weight={700}>
        Inbox
      </T>
      <T x={140} y={20} size={7.5} weight={600} fill={UI.brand} anchor="end">
        1 unread
      </T>
      {[
        { from: CLUB, subject: "New reply: Tomato leaves…", time: "9:41", unread: true },
        { from: "Seed Co.", subject: "Your order has shipped", time: "8:02", unread: false },
        { from: "Book club", subject: "June pick: The Overstory", time: "Mon", unread: false },
        { from: CLUB, subject: "Weekly digest: 18 threads", time: "Sun", unread: false },
      ].map((m, i) => (
        <g key={m.subject}>
          {m.unread ? <rect x={4} y={28} width={142} height={40} rx={5} fill={UI.surface} stroke={UI.brand} strokeWidth={1} /> : null}
          {m.unread ? <circle cx={12} cy={42} r={3} fill={UI.brand} /> : null}
          <T x={20} y={43 + i * 44} size={8} weight={m.unread ? 700 : 500}>
            {m.from.length > 18 ? "Greenfield Gard…" : m.from}
          </T>
          <T x={140} y={43 + i * 44} size={7} fill={UI.muted} anchor="end">
            {m.time}
          </T>
          <T x={20} y={56 + i * 44} size={7} weight={m.unread ? 600 : 400} fill={m.unread ? UI.text : UI.muted}>
            {m.subject}
          </T>
          {i ? <Rule x={8} y={28 + i * 44} w={134} /> : null}
        </g>
      ))}
      <Initials cx={176} cy={28} r={11} text="GG" fill={GREEN} />
      <T x={194} y={26} size={8.5} weight={700}>
        {`${CLUB} forum`}
      </T>
      <T x={194} y={37} size={7} fill={UI.muted}>
        to you · 9:41 AM
      </T>
      <T x={166} y={62} size={11} weight={700}>
        Tom R. replied to a thread
      </T>
      <T x={166} y={76} size={11} weight={700}>
        you follow
      </T>
      <T x={166} y={94} size={8} fill={UI.muted}>
        In Vegetables: Tomato leaves turning yellow?
      </T>
      <Box x={166} y={104} w={246} h={46} fill={UI.page} stroke="none" />
      <rect x={166} y={104} width={3} height={46} rx={1.5} fill={UI.teal} />
      <Lines
        x={176}
        y={121}
        size={8}
        lines={["Probably not water. Lower leaves yellow", "first when the plant is hungry for nitrogen."]}
        gap={11}
        fill={UI.text}
      />
      <Button x={166} y={162} w={90} h={22} label="View reply" size={8.5} />
      <T x={264} y={176} size={7.5} fill={UI.muted}>
        Reply to this email to post
      </T>
      <T x={166} y={206} size={7} fill={UI.muted}>
        You follow this thread.
      </T>
      <T x={255} y={206} size={7} weight={600} fill={UI.brand}>
        Unfollow
      </T>
    </Browser>
    <Float x={276} y={254} w={192} h={70}>
      <circle cx={22} cy={24} r={12} fill={UI.brandSoft} />
      <Bell x={16} y={17} />
      <circle cx={29} cy={15} r={4} fill={UI.accent} />
      <T x={42} y={21} size={8.5} weight={700}>
        1 post waiting for approval
      </T>
      <T x={42} y={33} size={7} fill={UI.muted}>
        Sam P. · Vegetables · 2 min ago
      </T>
      <Button x={42} y={42} w={64} h={18} label="Review" size={8} />
    </Float>
  </g>
);

/** The forum in the club's own colours, logo, header image and welcome message, posts with signatures, and the appearance panel that sets them (sample club; the page's look-and-feel copy). */
const style: ReactNode = (
  <g>
    <Browser x={10} y={16} w={330} h={300} url={URL}>
      <rect x={0} y={0} width={330} height={62} fill={GREEN} />
      <Scene name="greenhouse" x={196} y={0} w={134} h={62} r={0} />
      <circle cx={26} cy={31} r={14} fill={UI.surface} />
      <path d="M19 36c0-9 6-14 14-14 0 9-6 14-14 14zM19 36l7-7" fill={GREEN} stroke={GREEN} strokeWidth={1.2} strokeLinecap="round" />
      <T x={48} y={29} size={11} weight={700} fill={UI.surface}>
        {CLUB}
      </T>
      <T x={48} y={42} size={7.5} fill="#e4efe6">
        Est. 1998 · allotments on Mill Lane
      </T>
      <rect x={12} y={72} width={306} height={24} rx={5} fill="#e8f2ea" />
      <T x={22} y={88} size={8} weight={600} fill={GREEN}>
        Welcome! Pull up a chair and say hello in Say hello.
      </T>
      {[
        {
          who: "Maya K.",
          i: "MK",
          c: UI.violet,
          lines: ["First courgettes of the year! The raised", "bed by the shed does best every summer."],
          sig: "Maya · raised beds, plot 14",
        },
        {
          who: "Tom R.",
          i: "TR",
          c: UI.teal,
          lines: ["Lovely! Pick them small, they taste", "better and the plant keeps going."],
          sig: "Tom · moderator, fruit trees",
        },
      ].map((p, k) => (
        <g key={p.who}>
          <Initials cx={26} cy={118 + k * 84} r={11} text={p.i} fill={p.c} />
          <T x={44} y={115 + k * 84} size={8.5} weight={700}>
            {p.who}
          </T>
          <T x={44} y={126 + k * 84} size={7} fill={UI.muted}>
            {k ? "Moderator · 3 posts today" : "Member since 2019"}
          </T>
          <Lines x={44} y={142 + k * 84} lines={p.lines} size={8} gap={11} fill={UI.text} />
          <Rule x={44} y={164 + k * 84} w={90} />
          <T x={44} y={176 + k * 84} size={7} fill={UI.muted}>
            {p.sig}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={284} y={34} w={184} h={298}>
      <T x={14} y={22} size={10} weight={700}>
        Appearance
      </T>
      <T x={14} y={42} size={7.5} weight={600} fill={UI.muted}>
        Colors
      </T>
      {[GREEN, "#b4532a", UI.brand, "#6a3fd4", UI.dark].map((c, i) => (
        <g key={c}>
          <circle cx={24 + i * 24} cy={58} r={8} fill={c} />
          {i === 0 ? <circle cx={24} cy={58} r={11} fill="none" stroke={UI.text} strokeWidth={1.2} /> : null}
        </g>
      ))}
      <Field x={14} y={76} w={156} label="Heading font" value="Georgia ▾" />
      <Field x={14} y={110} w={156} label="Text font" value="Inter ▾" />
      <T x={14} y={152} size={7.5} weight={600} fill={UI.muted}>
        Header image
      </T>
      <Scene name="greenhouse" x={14} y={158} w={64} h={36} />
      <T x={86} y={172} size={7.5} weight={600} fill={UI.brand}>
        Replace
      </T>
      <T x={86} y={184} size={7} fill={UI.muted}>
        1600 × 400
      </T>
      <Field x={14} y={202} w={156} label="Welcome message" value="Welcome! Pull up a chair…" />
      <T x={14} y={250} size={7} fill={UI.muted}>
        Signatures on · avatars on
      </T>
      <Button x={14} y={262} w={156} h={22} label="Publish changes" size={8.5} />
    </Float>
  </g>
);

/** The forum on a phone: a thread with replies and the reply box, a badge for 3 new posts and a reply just posted (sample thread; the page's mobile copy). */
const mobile: ReactNode = (
  <g>
    <Float x={12} y={70} w={160} h={62} r={12}>
      <rect x={12} y={12} width={20} height={20} rx={5} fill={GREEN} />
      <path d="M17 28c0-7 4-11 10-11 0 7-4 11-10 11z" fill={UI.surface} />
      <T x={40} y={20} size={7} weight={600} fill={UI.muted}>
        GREENFIELD · now
      </T>
      <T x={40} y={32} size={8.5} weight={700}>
        3 new posts in
      </T>
      <T x={40} y={44} size={8.5} weight={700}>
        Tomato leaves…
      </T>
    </Float>
    <Phone x={150} y={12} w={176} h={336}>
      <rect x={0} y={0} width={166} height={46} fill={GREEN} />
      <T x={12} y={36} size={8.5} weight={700} fill={UI.surface}>
        ‹ Vegetables
      </T>
      <Pill x={154} y={27} label="3 new" tone="accent" size={7} anchor="end" />
      <T x={12} y={64} size={9.5} weight={700}>
        Tomato leaves turning
      </T>
      <T x={12} y={76} size={9.5} weight={700}>
        yellow?
      </T>
      {[
        { i: "MK", c: UI.violet, who: "Maya K.", lines: ["Yellow lower leaves, new", "growth fine. Too much water?"] },
        { i: "TR", c: UI.teal, who: "Tom R.", lines: ["Probably nitrogen. Try a", "tomato feed every 2 weeks."] },
        { i: "JL", c: UI.accent, who: "Jo L.", lines: ["Same here last June.", "Feeding sorted it out."] },
      ].map((p, k) => (
        <g key={p.who}>
          <Rule x={12} y={86 + k * 58} w={142} />
          <Initials cx={22} cy={102 + k * 58} r={8} text={p.i} fill={p.c} />
          <T x={36} y={105 + k * 58} size={8} weight={700}>
            {p.who}
          </T>
          {k ? <circle cx={150} cy={101 + k * 58} r={3} fill={UI.accent} /> : null}
          <Lines x={12} y={122 + k * 58} size={7.5} gap={10} lines={p.lines} fill={UI.text} />
        </g>
      ))}
      <rect x={0} y={266} width={166} height={60} fill={UI.page} />
      <rect x={10} y={276} width={112} height={24} rx={12} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={20} y={291} size={7.5} fill={UI.muted}>
        Write a reply…
      </T>
      <circle cx={142} cy={288} r={12} fill={UI.brand} />
      <path d="M137 288h9m-3.5 -4l4 4-4 4" fill="none" stroke={UI.surface} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
    </Phone>
    <Box x={338} y={96} w={124} h={146} r={10} fill={UI.surface} shadow />
    <T x={350} y={116} size={8} weight={700}>
      Boards
    </T>
    {[
      ["Vegetables", "3 new"],
      ["Fruit trees", ""],
      ["Flowers", "1 new"],
      ["Seed swap", ""],
    ].map(([b, n], i) => (
      <g key={b}>
        <Rule x={350} y={126 + i * 27} w={100} />
        <T x={350} y={143 + i * 27} size={8} weight={n ? 700 : 400}>
          {b!}
        </T>
        {n ? <Pill x={450} y={134 + i * 27} label={n} tone="accent" size={7} anchor="end" /> : null}
      </g>
    ))}
    <Float x={316} y={256} w={150} h={46}>
      <circle cx={18} cy={23} r={9} fill={UI.goodSoft} />
      <path d="M13.5 23l3 3 6-6" fill="none" stroke={UI.good} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
      <T x={33} y={20} size={8.5} weight={600}>
        Reply posted
      </T>
      <T x={33} y={32} size={7} fill={UI.muted}>
        Followers get an email
      </T>
    </Float>
  </g>
);

export const messageforumsScreens = {
  "messageforums-thread": thread,
  "messageforums-boards": boards,
  "messageforums-moderation": moderation,
  "messageforums-notify": notify,
  "messageforums-style": style,
  "messageforums-mobile": mobile,
} as const;
