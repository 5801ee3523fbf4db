import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Initials, Phone, Picture, Pill, Rule, T, UI } from "./kit.tsx";

/**
 * The product screens of /blogs (views/screens/kit.tsx has the parts they are drawn from). The blog
 * is a sample bakery's, "mybakery.com/blog", written by a sample owner, Maya; its posts, readers
 * and comments are sample data.
 */

const POST = "Sourdough starter in 7 days";

/** Lines of running text, muted, one under another. */
function Lines({
  x,
  y,
  lines,
  size = 7,
  gap = 10,
  fill = UI.muted,
}: {
  x: number;
  y: number;
  lines: readonly string[];
  size?: number;
  gap?: number;
  fill?: string;
}) {
  return (
    <g>
      {lines.map((line, i) => (
        <T key={line} x={x} y={y + i * gap} size={size} fill={fill}>
          {line}
        </T>
      ))}
    </g>
  );
}

/** One comment: who, when, what they wrote, and an indent for a reply. */
function Comment(props: { x: number; y: number; who: string; initials: string; when: string; lines: readonly string[]; fill?: string; author?: boolean }) {
  const { x, y, who, initials, when, lines, fill = UI.teal, author } = props;
  return (
    <g>
      <Initials cx={x + 8} cy={y + 8} r={8} text={initials} fill={fill} />
      <T x={x + 21} y={y + 7} size={7.5} weight={600}>
        {who}
      </T>
      {author ? <Pill x={x + 23 + who.length * 4.3} y={y} label="Author" size={6} /> : null}
      <T x={x + 21} y={y + 16} size={6.5} fill={UI.muted}>
        {when}
      </T>
      <Lines x={x + 21} y={y + 27} lines={lines} fill={UI.text} />
    </g>
  );
}

/** The post editor with Maya's sourdough post being written, and the same post published, on a phone over the window. */
const post: ReactNode = (
  <g>
    <Browser x={12} y={22} w={380} h={300} url="builder.braveweb.com/mybakery/blog/edit">
      <T x={12} y={19} size={8} fill={UI.brand} weight={600}>
        ‹ All posts
      </T>
      <Pill x={70} y={10} label="Draft · saved" tone="warn" />
      <Button x={226} y={8} w={58} h={17} label="Preview" tone="light" size={7.5} />
      <Button x={290} y={8} w={78} h={17} label="Publish" size={7.5} />
      <Rule x={0} y={32} w={380} />
      {["B", "I", "H2", "Link", "Photo", "Quote"].map((tool, i) => {
        const x = [20, 38, 56, 80, 110, 144][i]!;
        return (
          <T key={tool} x={x} y={48} size={7.5} weight={i < 3 ? 700 : 500} fill={UI.muted}>
            {tool}
          </T>
        );
      })}
      <Rule x={12} y={55} w={356} />
      <T x={20} y={78} size={15} weight={700}>
        {POST}
      </T>
      <T x={20} y={92} size={7.5} fill={UI.muted}>
        By Maya · Recipes · 5 min read
      </T>
      <Picture x={20} y={102} w={300} h={70} hue={32} />
      <T x={20} y={190} size={9.5} weight={700}>
        Day 1: flour, water and a warm spot
      </T>
      <Lines
        x={20}
        y={205}
        gap={11}
        size={7.5}
        fill={UI.text}
        lines={[
          "Mix 50 g of whole-wheat flour with 50 g of water in a",
          "clean jar, cover it loosely and leave it somewhere warm.",
          "By tomorrow you may see a few small bubbles",
        ]}
      />
      <rect x={198} y={219} width={1.2} height={10} fill={UI.brand} />
      <T x={20} y={264} size={7} fill={UI.muted}>
        Tags: sourdough, baking at home
      </T>
    </Browser>
    <Phone x={340} y={74} w={122} h={262}>
      <rect width={112} height={30} fill={UI.page} />
      <T x={8} y={24} size={7} weight={700}>
        My Bakery
      </T>
      <T x={104} y={24} size={7} fill={UI.muted} anchor="end">
        Blog
      </T>
      <Picture x={0} y={30} w={112} h={58} hue={32} r={0} />
      <T x={8} y={102} size={9} weight={700}>
        Sourdough starter
      </T>
      <T x={8} y={113} size={9} weight={700}>
        in 7 days
      </T>
      <T x={8} y={125} size={7} fill={UI.muted}>
        By Maya · 5 min read
      </T>
      <Lines x={8} y={140} lines={["Mix 50 g of flour with", "50 g of water in a clean", "jar and leave it warm."]} fill={UI.text} />
      <Rule x={8} y={176} w={96} />
      <T x={8} y={190} size={7.5} weight={600}>
        3 comments
      </T>
      <Initials cx={16} cy={206} r={7} text="RM" fill={UI.teal} />
      <Lines x={28} y={204} lines={["Day 4 and mine", "has doubled!"]} fill={UI.text} />
    </Phone>
  </g>
);

/** Comment moderation: one comment waiting with Approve and Remove, a spam one caught; the approved thread on a reader's phone in front. */
const comments: ReactNode = (
  <g>
    <Browser x={108} y={20} w={362} h={292} url="builder.braveweb.com/mybakery/comments">
      <T x={44} y={22} size={11} weight={700}>
        Comments
      </T>
      {["Waiting (1)", "Approved (24)", "Spam (9)"].map((tab, i) => {
        const x = [44, 104, 176][i]!;
        return (
          <g key={tab}>
            <T x={x} y={44} size={7.5} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.brand : UI.muted}>
              {tab}
            </T>
            {i === 0 ? <rect x={x} y={48} width={46} height={2} fill={UI.brand} /> : null}
          </g>
        );
      })}
      <Rule x={36} y={50} w={326} />
      <Box x={44} y={60} w={302} h={90} fill={UI.surface} />
      <rect x={44} y={60} width={3} height={90} rx={1.5} fill={UI.warn} />
      <Comment
        x={56}
        y={70}
        who="Daniel K."
        initials="DK"
        fill={UI.violet}
        when={`On “${POST}” · 10 min ago`}
        lines={["Can I use rye flour for the first feed? Mine smells", "a little like apples on day 3. Is that normal?"]}
      />
      <Pill x={336} y={68} label="Waiting" tone="warn" anchor="end" />
      <Button x={77} y={122} w={62} h={18} label="Approve" size={7.5} />
      <Button x={145} y={122} w={58} h={18} label="Remove" tone="light" size={7.5} />
      <T x={212} y={134} size={7.5} weight={600} fill={UI.brand}>
        Reply
      </T>
      <Box x={44} y={160} w={302} h={44} fill={UI.page} />
      <Initials cx={60} cy={182} r={8} text="!" fill={UI.accent} />
      <T x={76} y={178} size={7.5} weight={600} fill={UI.text}>
        Caught as spam: 9 this week
      </T>
      <T x={76} y={190} size={7} fill={UI.muted}>
        Links to unknown shops, kept off your blog
      </T>
      <Pill x={336} y={175} label="Spam" tone="accent" anchor="end" />
      <T x={44} y={224} size={7.5} weight={600}>
        Recently approved
      </T>
      {[
        { who: "Rosa M.", what: "Day 4 and mine has doubled!" },
        { who: "Ben T.", what: "Which jar size do you use?" },
      ].map((c, i) => (
        <g key={c.who}>
          <T x={44} y={240 + i * 13} size={7.5} weight={600}>
            {c.who}
          </T>
          <T x={90} y={240 + i * 13} size={7.5} fill={UI.muted}>
            {c.what}
          </T>
        </g>
      ))}
    </Browser>
    <Phone x={14} y={62} w={126} h={272}>
      <T x={8} y={26} size={7} fill={UI.muted}>
        mybakery.com/blog
      </T>
      <T x={8} y={42} size={9} weight={700}>
        3 comments
      </T>
      <Comment x={8} y={52} who="Rosa M." initials="RM" when="Yesterday" lines={["Day 4 and mine has", "doubled! The warm", "spot made it."]} />
      <Rule x={30} y={110} w={78} />
      <Comment x={22} y={118} who="Maya" initials="M" fill={UI.accent} when="Yesterday" lines={["So glad! Feed it at", "the same time daily."]} author />
      <Rule x={8} y={170} w={100} />
      <Comment x={8} y={178} who="Ben T." initials="BT" fill={UI.brand} when="Today" lines={["Which jar size do", "you use?"]} />
      <Field x={8} y={228} w={100} placeholder="Write a comment" size={7} />
    </Phone>
  </g>
);

type Slot = { day: number; title: readonly string[]; time: string; tone: string; soft: string };
const WEEK: readonly Slot[] = [
  { day: 0, title: ["Rye, step", "by step"], time: "9:00 AM", tone: UI.brand, soft: UI.brandSoft },
  { day: 2, title: ["Our flour", "mill visit"], time: "12:00 PM", tone: UI.teal, soft: UI.tealSoft },
  { day: 4, title: ["Weekend", "bakes"], time: "9:00 AM", tone: UI.violet, soft: UI.violetSoft },
];

/** A week of posts scheduled on Monday, Wednesday and Friday, Wednesday's being dragged to Thursday, the weekend free; a card confirms Friday's time. */
const schedule: ReactNode = (
  <g>
    <Browser x={12} y={24} w={420} h={258} url="builder.braveweb.com/mybakery/blog/schedule">
      <T x={14} y={22} size={11} weight={700}>
        Scheduled posts
      </T>
      <T x={112} y={22} size={8} fill={UI.muted}>
        April 7 – 13
      </T>
      <Button x={316} y={9} w={90} h={18} label="+ New post" size={7.5} />
      {["Mon 7", "Tue 8", "Wed 9", "Thu 10", "Fri 11", "Sat 12", "Sun 13"].map((day, i) => (
        <g key={day}>
          <rect x={14 + i * 56} y={38} width={52} height={154} rx={5} fill={i >= 5 ? UI.page : UI.surface} stroke={UI.line} />
          <T x={40 + i * 56} y={52} size={7.5} weight={600} fill={i >= 5 ? UI.muted : UI.text} anchor="middle">
            {day}
          </T>
        </g>
      ))}
      {WEEK.map((slot) => {
        const x = 17 + slot.day * 56;
        return slot.day === 2 ? null : (
          <g key={slot.day}>
            <rect x={x} y={64} width={46} height={70} rx={4} fill={slot.soft} />
            <rect x={x} y={64} width={3} height={70} rx={1.5} fill={slot.tone} />
            <T x={x + 7} y={77} size={7} weight={600} fill={slot.tone}>
              {slot.time}
            </T>
            <Lines x={x + 7} y={91} lines={slot.title} fill={UI.text} />
            <T x={x + 7} y={126} size={7} fill={UI.muted}>
              Scheduled
            </T>
          </g>
        );
      })}
      <rect x={185} y={64} width={46} height={70} rx={4} fill="none" stroke={UI.teal} strokeWidth={1.2} strokeDasharray="4 3" />
      <g className="screen-lift screen-lift--near">
        <rect x={160} y={84} width={50} height={72} rx={4} fill={UI.tealSoft} stroke={UI.teal} strokeWidth={1} transform="rotate(-4 185 120)" />
        <g transform="rotate(-4 185 120)">
          <T x={167} y={98} size={7} weight={600} fill={UI.teal}>
            12:00 PM
          </T>
          <Lines x={167} y={112} lines={["Our flour", "mill visit"]} fill={UI.text} />
          <T x={167} y={146} size={7} fill={UI.muted}>
            To Thursday
          </T>
        </g>
      </g>
      <T x={348} y={112} size={7.5} fill={UI.muted} anchor="middle">
        Weekend free
      </T>
      <T x={14} y={212} size={7.5} weight={600}>
        Drafts
      </T>
      {["Pancake day", "Spelt loaf, half done"].map((draft, i) => (
        <g key={draft}>
          <Box x={[50, 124][i]!} y={201} w={[68, 100][i]!} h={17} r={8.5} fill={UI.page} />
          <T x={[84, 174][i]!} y={212.5} size={7} fill={UI.text} anchor="middle">
            {draft}
          </T>
        </g>
      ))}
    </Browser>
    <Float x={286} y={232} w={180} h={76}>
      <T x={12} y={18} size={8.5} weight={600}>
        Weekend bakes
      </T>
      <Pill x={168} y={9} label="Scheduled" tone="good" anchor="end" />
      <Field x={12} y={26} w={82} label="Date" value="Fri, Apr 11" size={7.5} />
      <Field x={100} y={26} w={68} label="Time" value="9:00 AM" size={7.5} />
    </Float>
  </g>
);

export const blogsScreens: Record<string, ReactNode> = {
  "blogs-post": post,
  "blogs-comments": comments,
  "blogs-schedule": schedule,
};
