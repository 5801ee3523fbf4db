import type { ReactNode } from "react";
import type { SceneName } from "../../content/scenes.ts";
import { Box, Browser, Button, Field, Float, Initials, Lines, Phone, Pill, Rule, Scene, T, UI } from "./kit.tsx";

/**
 * The product screens of /blogs (views/screens/kit.tsx has the parts they are drawn from). The blog
 * is a sample bakery's, "mybakery.com/blog", written by a sample owner, Maya; its posts, readers
 * and comments are sample data.
 */

const POST = "Sourdough starter in 7 days";

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
      <Scene name="sourdough" x={20} y={102} w={300} h={70} focus={57} />
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
      <Scene name="sourdough" x={0} y={30} w={112} h={58} r={0} />
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

/** A card of the blog's post list as the builder lays it out: photo, a two-line title and the date. */
function PostCard({ x, y, w, scene, title, date }: { x: number; y: number; w: number; scene: SceneName; title: readonly string[]; date: string }) {
  return (
    <g>
      <Box x={x} y={y} w={w} h={98} r={5} />
      <Scene name={scene} x={x + 5} y={y + 5} w={w - 10} h={44} r={3} />
      <Lines x={x + 7} y={y + 62} lines={title} size={7.5} gap={10} fill={UI.text} />
      <T x={x + 7} y={y + 89} size={6.5} fill={UI.muted}>
        {date}
      </T>
    </g>
  );
}

/** The site builder with the blog page open beside the site's other pages, its post cards on the canvas, and the free plan's note that publishing live needs an upgrade (the page's copy: one builder, free to write and preview, paid to publish). */
const builder: ReactNode = (
  <g>
    <Browser x={12} y={18} w={420} h={292} url="builder.braveweb.com/mybakery" sidebar={96}>
      <T x={12} y={20} size={9} weight={700} fill={UI.surface}>
        Site builder
      </T>
      <T x={12} y={42} size={6.5} weight={600} fill="#b8c4d0">
        PAGES
      </T>
      {["Home", "Menu", "Blog", "About", "Contact"].map((page, i) => (
        <g key={page}>
          {page === "Blog" ? <rect x={6} y={49 + i * 18} width={84} height={15} rx={4} fill="#22303e" /> : null}
          <T x={14} y={59.5 + i * 18} size={8} weight={page === "Blog" ? 600 : 400} fill={page === "Blog" ? UI.surface : "#b8c4d0"}>
            {page}
          </T>
        </g>
      ))}
      <T x={12} y={158} size={6.5} weight={600} fill="#b8c4d0">
        ADD BLOCKS
      </T>
      {["Post list", "Gallery", "Sign-up", "Contact form"].map((block, i) => (
        <g key={block}>
          <rect x={8} y={165 + i * 22} width={80} height={17} rx={4} fill="#22303e" />
          <T x={16} y={176 + i * 22} size={7.5} fill={UI.surface}>
            {block}
          </T>
        </g>
      ))}
      <T x={110} y={20} size={10} weight={700}>
        Blog
      </T>
      <Pill x={138} y={11} label="Saved" tone="good" size={6.5} />
      <Button x={278} y={8} w={58} h={17} label="Preview" tone="light" size={7.5} />
      <Button x={342} y={8} w={66} h={17} label="Publish" size={7.5} />
      <rect x={96} y={32} width={324} height={238} fill={UI.page} />
      <rect x={108} y={42} width={300} height={220} rx={4} fill={UI.surface} stroke={UI.line} />
      <T x={120} y={60} size={8.5} weight={700}>
        My Bakery
      </T>
      {["Menu", "Blog", "About", "Contact"].map((item, i) => (
        <T key={item} x={262 + i * 34} y={60} size={7} fill={item === "Blog" ? UI.brand : UI.muted} weight={item === "Blog" ? 600 : 400}>
          {item}
        </T>
      ))}
      <Rule x={108} y={70} w={300} />
      <T x={120} y={92} size={13} weight={700}>
        The bakery blog
      </T>
      <T x={120} y={105} size={7.5} fill={UI.muted}>
        Recipes and news from our kitchen, by Maya
      </T>
      <PostCard x={120} y={116} w={88} scene="sourdough" title={["Sourdough starter", "in 7 days"]} date="Mar 14" />
      <PostCard x={214} y={116} w={88} scene="focaccia" title={["Our spring menu", "is here"]} date="Mar 7" />
      <PostCard x={308} y={116} w={88} scene="kitchen" title={["Why we bake", "at 4 AM"]} date="Feb 28" />
      <rect x={114} y={112} width={288} height={106} rx={6} fill="none" stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <rect x={356} y={103} width={46} height={11} rx={2} fill={UI.brand} />
      <T x={379} y={111} size={7} weight={600} fill={UI.surface} anchor="middle">
        Post list
      </T>
    </Browser>
    <Float x={266} y={258} w={200} h={70}>
      <Pill x={12} y={10} label="Free plan" tone="violet" size={6.5} />
      <T x={12} y={36} size={8.5} weight={600}>
        Write and preview as you like
      </T>
      <T x={12} y={48} size={7} fill={UI.muted}>
        Upgrade to publish your blog live.
      </T>
      <Button x={128} y={8} w={60} h={17} label="Upgrade" tone="accent" size={7.5} />
    </Float>
  </g>
);

/** A blog theme's thumbnail: header, a photo and text lines, in the theme's own colors. */
function ThemeThumb({ x, y, name, head, scene, chosen }: { x: number; y: number; name: string; head: string; scene: SceneName; chosen?: boolean }) {
  return (
    <g>
      <rect x={x} y={y} width={96} height={92} rx={5} fill={UI.surface} stroke={chosen ? UI.brand : UI.line} strokeWidth={chosen ? 2 : 0.8} />
      <rect x={x + 6} y={y + 6} width={84} height={10} rx={2} fill={head} />
      <Scene name={scene} x={x + 6} y={y + 20} w={84} h={34} r={2} />
      <rect x={x + 6} y={y + 60} width={60} height={5} rx={1.5} fill={UI.text} opacity={0.8} />
      <rect x={x + 6} y={y + 70} width={78} height={3} rx={1.5} fill={UI.line} />
      <rect x={x + 6} y={y + 77} width={70} height={3} rx={1.5} fill={UI.line} />
      <T x={x} y={y + 106} size={8} weight={600}>
        {name}
      </T>
      {chosen ? (
        <g>
          <circle cx={x + 88} cy={y + 8} r={8} fill={UI.brand} />
          <path d={`M${x + 84.5} ${y + 8}l2.5 2.5 4.5 -4.5`} fill="none" stroke={UI.surface} strokeWidth={1.5} strokeLinecap="round" />
        </g>
      ) : null}
    </g>
  );
}

const SERIF = "Georgia, 'Times New Roman', serif";

/** The theme picker with Linen chosen, its font and colors being tuned, and the blog in that theme on a phone in front; a card notes that switching kept every post (the page's copy: themes, fonts, colors, phones, switching without rewriting; theme names are sample data). */
const themes: ReactNode = (
  <g>
    <Browser x={12} y={16} w={372} h={268} url="builder.braveweb.com/mybakery/blog/themes">
      <T x={14} y={22} size={11} weight={700}>
        Themes
      </T>
      <T x={66} y={22} size={7.5} fill={UI.muted}>
        Designed for reading
      </T>
      <ThemeThumb x={14} y={36} name="Harbor" head={UI.dark} scene="harbor" />
      <ThemeThumb x={120} y={36} name="Linen · current" head="#b5651d" scene="croissant" chosen />
      <ThemeThumb x={226} y={36} name="Meadow" head={UI.good} scene="cottage" />
      <Rule x={14} y={154} w={344} />
      <T x={14} y={172} size={8} weight={600}>
        Fonts
      </T>
      <Box x={14} y={180} w={128} h={52} r={5} />
      <text x={24} y={206} fontSize={18} fontFamily={SERIF} fill={UI.text}>
        Aa
      </text>
      <T x={54} y={199} size={7.5} weight={600}>
        Headings: Lora
      </T>
      <T x={54} y={212} size={7} fill={UI.muted}>
        Text: Inter
      </T>
      <T x={160} y={172} size={8} weight={600}>
        Colors
      </T>
      {["#b5651d", UI.dark, "#f6efe6", UI.good, UI.violet].map((color, i) => (
        <g key={color}>
          {i === 0 ? <circle cx={172 + i * 24} cy={194} r={10.5} fill="none" stroke={UI.text} strokeWidth={1.2} /> : null}
          <circle cx={172 + i * 24} cy={194} r={8} fill={color} stroke={UI.line} strokeWidth={0.6} />
        </g>
      ))}
      <T x={160} y={222} size={7} fill={UI.muted}>
        Accent: Crust brown
      </T>
    </Browser>
    <Phone x={340} y={70} w={124} h={262} fill="#f6efe6">
      <rect width={114} height={26} fill="#b5651d" />
      <text x={8} y={19} fontSize={9} fontFamily={SERIF} fontWeight={700} fill={UI.surface}>
        My Bakery
      </text>
      <Scene name="sourdough" x={0} y={26} w={114} h={60} r={0} />
      <text x={8} y={104} fontSize={11} fontFamily={SERIF} fontWeight={700} fill={UI.text}>
        Sourdough
      </text>
      <text x={8} y={118} fontSize={11} fontFamily={SERIF} fontWeight={700} fill={UI.text}>
        starter in 7 days
      </text>
      <T x={8} y={131} size={7} fill={UI.muted}>
        By Maya · Mar 14
      </T>
      <Lines
        x={8}
        y={146}
        gap={11}
        lines={["Mix 50 g of flour with", "50 g of water in a clean", "jar and leave it warm.", "By tomorrow you may", "see a few bubbles."]}
        fill={UI.text}
      />
      <rect x={8} y={208} width={70} height={16} rx={8} fill="#b5651d" />
      <T x={43} y={219} size={7} weight={600} fill={UI.surface} anchor="middle">
        Read more
      </T>
    </Phone>
    <Float x={24} y={272} w={230} h={48}>
      <circle cx={20} cy={24} r={10} fill={UI.goodSoft} />
      <path d="M15.5 24l3 3 6 -6" fill="none" stroke={UI.good} strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
      <T x={37} y={21} size={8.5} weight={600}>
        Switched to Linen
      </T>
      <T x={37} y={33} size={7} fill={UI.muted}>
        All 14 posts kept, not a word rewritten
      </T>
    </Float>
  </g>
);

/** A play button on a video's frame. */
const Play = ({ cx, cy }: { cx: number; cy: number }) => (
  <g>
    <circle cx={cx} cy={cy} r={11} fill={UI.dark} opacity={0.75} />
    <path d={`M${cx - 3.5} ${cy - 5.5}v11l9 -5.5z`} fill={UI.surface} />
  </g>
);

/** The media library's photos; the fourth, croissants.jpg, is the one being dragged into the gallery. */
const LIBRARY: readonly SceneName[] = ["focaccia", "rye", "drizzle", "croissant", "scone", "butter"];

/** A post with a three-photo gallery and a video, a fourth photo being dragged in from the media library, and a card showing it resized for fast loading (the page's copy: photos, galleries, videos, resizing; file sizes are sample data). */
const media: ReactNode = (
  <g>
    <Browser x={12} y={20} w={340} h={304} url="builder.braveweb.com/mybakery/blog/edit">
      <T x={14} y={20} size={8} fill={UI.brand} weight={600}>
        ‹ All posts
      </T>
      <Button x={196} y={8} w={64} h={17} label="Publish" size={7.5} />
      <Rule x={0} y={32} w={340} />
      <T x={20} y={56} size={13} weight={700}>
        A morning at the bakery
      </T>
      <Lines
        x={20}
        y={72}
        size={7.5}
        gap={11}
        fill={UI.text}
        lines={["The ovens go on at four. By six the first loaves", "are cooling and the croissants are going in."]}
      />
      <rect x={16} y={92} width={300} height={74} rx={5} fill="none" stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <Scene name="bun" x={22} y={98} w={70} h={62} />
      <Scene name="sourdough" x={98} y={98} w={70} h={62} />
      <Scene name="coffee" x={174} y={98} w={70} h={62} />
      <rect x={250} y={98} width={60} height={62} rx={4} fill={UI.brandSoft} />
      <T x={280} y={126} size={7} weight={600} fill={UI.brand} anchor="middle">
        Drop to add
      </T>
      <T x={280} y={136} size={7} fill={UI.brand} anchor="middle">
        to gallery
      </T>
      <T x={20} y={180} size={7} fill={UI.muted}>
        Gallery · 3 photos
      </T>
      <Scene name="kitchen" x={20} y={188} w={296} h={72} />
      <Play cx={168} cy={224} />
      <rect x={24} y={250} width={60} height={6} rx={3} fill={UI.dark} opacity={0.6} />
      <T x={20} y={274} size={7} fill={UI.muted}>
        Video · Shaping the loaves · 1:24
      </T>
    </Browser>
    <Float x={330} y={22} w={138} h={178}>
      <T x={12} y={18} size={9} weight={700}>
        Media
      </T>
      <T x={126} y={18} size={7} fill={UI.muted} anchor="end">
        24 files
      </T>
      <Rule x={0} y={26} w={138} />
      {LIBRARY.map((scene, i) => (
        <g key={scene}>
          {i === 3 ? (
            <rect x={10 + (i % 2) * 60} y={34 + Math.floor(i / 2) * 48} width={58} height={42} rx={4} fill={UI.page} stroke={UI.line} strokeDasharray="3 2" />
          ) : (
            <Scene name={scene} x={10 + (i % 2) * 60} y={34 + Math.floor(i / 2) * 48} w={58} h={42} />
          )}
        </g>
      ))}
    </Float>
    <g transform="rotate(-6 300 100)">
      <g className="screen-lift screen-lift--near">
        <rect x={266} y={74} width={66} height={50} rx={5} fill={UI.surface} />
        <Scene name="croissant" x={269} y={77} w={60} h={44} />
      </g>
    </g>
    <path d="M318 112l0 15 4 -4 3.5 7 2.5 -1.2 -3.5 -7 5.5 0z" fill={UI.surface} stroke={UI.dark} strokeWidth={1.1} strokeLinejoin="round" />
    <Float x={300} y={254} w={168} h={60}>
      <T x={12} y={18} size={8.5} weight={600}>
        croissants.jpg
      </T>
      <T x={12} y={31} size={7} fill={UI.muted}>
        Resized for fast loading
      </T>
      <T x={12} y={47} size={8} weight={600} fill={UI.muted}>
        4.2 MB
      </T>
      <path d="M46 44h14m-3 -3l3 3 -3 3" fill="none" stroke={UI.muted} strokeWidth={1.1} strokeLinecap="round" />
      <T x={66} y={47} size={8} weight={700} fill={UI.good}>
        310 KB
      </T>
    </Float>
  </g>
);

export const blogsScreens: Record<string, ReactNode> = {
  "blogs-post": post,
  "blogs-comments": comments,
  "blogs-schedule": schedule,
  "blogs-builder": builder,
  "blogs-themes": themes,
  "blogs-media": media,
};
