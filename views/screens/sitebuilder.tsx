import type { ReactNode } from "react";
import type { IllustrationName } from "../../content/marketing.ts";
import type { SceneName } from "../../content/scenes.ts";
import { Box, Browser, Button, Field, Float, Initials, Lines, Phone, Pill, Rule, Scene, T, UI } from "./kit.tsx";

/*
 * The product screens of /sitebuilder: the builder's editor with a sample bakery's site in it
 * ("mybakery.com", sample data). The page is also shown under the siteblocks brand, so no screen
 * names a brand (content/pages/sitebuilder.ts). The small parts below are shared with home.tsx.
 */

/** The sample bakery site's own colors: white text on its crust brown is well over 4.5:1. */
export const BAKERY = { crust: "#6e4125", cream: "#f7eddc", butter: "#e9b949", sage: "#5d7a5a" } as const;

/** A four-pointed sparkle, the AI writer's mark. */
export const Sparkle = ({ x, y, r = 5, fill = UI.violet }: { x: number; y: number; r?: number; fill?: string }) => (
  <path d={`M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}z`} fill={fill} />
);

/** The mouse pointer, its tip at x,y. */
export const Cursor = ({ x, y }: { x: number; y: number }) => (
  <path d={`M${x} ${y}l0 15l4 -3.6l2.8 6l2.6 -1.2l-2.8 -5.8l5.2 -0.4z`} fill={UI.dark} stroke={UI.surface} strokeWidth={1.1} strokeLinejoin="round" />
);

/** A selected section or block: a brand outline with square handles at its corners and sides. */
export function Handles({ x, y, w, h, color = UI.brand }: { x: number; y: number; w: number; h: number; color?: string }) {
  const spots = [
    [0, 0],
    [0.5, 0],
    [1, 0],
    [0, 0.5],
    [1, 0.5],
    [0, 1],
    [0.5, 1],
    [1, 1],
  ] as const;
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} fill="none" stroke={color} strokeWidth={1.5} />
      {spots.map(([fx, fy]) => (
        <rect key={`${fx}${fy}`} x={x + fx * w - 3} y={y + fy * h - 3} width={6} height={6} fill={UI.surface} stroke={color} strokeWidth={1.2} />
      ))}
    </g>
  );
}

/** A round check mark on a disc. */
export const Check = ({ cx, cy, r = 7, fill = UI.brand }: { cx: number; cy: number; r?: number; fill?: string }) => (
  <g>
    <circle cx={cx} cy={cy} r={r} fill={fill} />
    <path
      d={`M${cx - r * 0.45} ${cy}l${r * 0.3} ${r * 0.32}l${r * 0.6} -${r * 0.62}`}
      fill="none"
      stroke={UI.surface}
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </g>
);

type BlockKind = "Text" | "Image" | "Button" | "Gallery" | "Map" | "Form" | "Video" | "Columns";

/** The little picture of a block in the block library, centred on cx,cy. */
function BlockIcon({ kind, cx, cy, color = UI.brand }: { kind: BlockKind; cx: number; cy: number; color?: string }) {
  const s = { fill: "none", stroke: color, strokeWidth: 1.3, strokeLinecap: "round", strokeLinejoin: "round" } as const;
  switch (kind) {
    case "Text":
      return <path d={`M${cx - 5} ${cy - 5}h10M${cx} ${cy - 5}v10`} {...s} />;
    case "Image":
      return (
        <g>
          <rect x={cx - 6} y={cy - 5} width={12} height={10} rx={1.5} {...s} />
          <path d={`M${cx - 6} ${cy + 3}l4 -4l3 3l2 -2l3 3`} {...s} />
        </g>
      );
    case "Button":
      return <rect x={cx - 7} y={cy - 3.5} width={14} height={7} rx={3.5} fill={color} />;
    case "Gallery":
      return <path d={`M${cx - 6} ${cy - 6}h5v5h-5zM${cx + 1} ${cy - 6}h5v5h-5zM${cx - 6} ${cy + 1}h5v5h-5zM${cx + 1} ${cy + 1}h5v5h-5z`} {...s} />;
    case "Map":
      return (
        <g>
          <path d={`M${cx} ${cy + 6}c-4 -4.5 -5 -7 -5 -9a5 5 0 0 1 10 0c0 2 -1 4.5 -5 9z`} {...s} />
          <circle cx={cx} cy={cy - 3} r={1.6} fill={color} />
        </g>
      );
    case "Form":
      return <path d={`M${cx - 6} ${cy - 5}h12v4h-12zM${cx - 6} ${cy + 2}h12v4h-12z`} {...s} />;
    case "Video":
      return (
        <g>
          <rect x={cx - 7} y={cy - 5} width={14} height={10} rx={2} {...s} />
          <path d={`M${cx - 2} ${cy - 2.5}v5l4.5 -2.5z`} fill={color} />
        </g>
      );
    case "Columns":
      return <path d={`M${cx - 6} ${cy - 5}h5v10h-5zM${cx + 1} ${cy - 5}h5v10h-5z`} {...s} />;
  }
}

const BLOCKS: readonly BlockKind[] = ["Text", "Image", "Button", "Gallery", "Map", "Form", "Video", "Columns"];

/** The sample bakery's breads, with sample prices. */
const BREADS = [
  { name: "Sourdough", price: "$7.00", scene: "sourdough" },
  { name: "Rye loaf", price: "$6.50", scene: "rye" },
  { name: "Croissant", price: "$3.25", scene: "croissant" },
] as const;

/** The bakery site on a phone's screen (w by h units), from its menu bar down as far as it fits. */
export function BakeryOnPhone({ w, h }: { w: number; h: number }) {
  return (
    <g>
      <T x={8} y={26} size={7.5} weight={700}>
        mybakery
      </T>
      <path d={`M${w - 16} 21h9M${w - 16} 24.5h9M${w - 16} 28h9`} stroke={UI.text} strokeWidth={1.1} />
      <rect x={0} y={34} width={w} height={78} fill={BAKERY.crust} />
      <Lines x={8} y={54} lines={["Fresh bread,", "baked at dawn"]} size={8.5} gap={11} fill={UI.surface} weight={700} />
      <T x={8} y={80} size={7} fill={BAKERY.cream}>
        Rye and pastries
      </T>
      <rect x={8} y={88} width={46} height={14} rx={4} fill={BAKERY.butter} />
      <T x={31} y={98} size={7} weight={600} fill={UI.text} anchor="middle">
        Our menu
      </T>
      <Scene name="bun" x={8} y={120} w={w - 16} h={50} />
      <T x={8} y={186} size={8} weight={700}>
        Our breads
      </T>
      {BREADS.slice(0, 2)
        .filter((_, i) => 216 + i * 22 <= h)
        .map((b, i) => (
          <g key={b.name}>
            <T x={8} y={202 + i * 22} size={7.5} weight={600}>
              {b.name}
            </T>
            <T x={8} y={212 + i * 22} size={7} fill={UI.muted}>
              {b.price}
            </T>
          </g>
        ))}
    </g>
  );
}

/**
 * The hero: the editor with the bakery's home page in it. Blocks and sections on the left (the
 * blocks docs/product.md §1 and the drag-and-drop panel name), the hero section selected with its handles,
 * the style panel's colors and fonts, the AI writer drafting the "About us" text and the phone
 * preview of the same page overlapping the window.
 */
const editor: ReactNode = (
  <g>
    <Browser x={8} y={12} w={396} h={300} url="mybakery.com · editor">
      {/* Toolbar */}
      <T x={10} y={15} size={8} weight={600}>
        Page: Home
      </T>
      <path d="M62 10l3 3 3-3" fill="none" stroke={UI.muted} strokeWidth={1.1} />
      <path d="M150 12a5 5 0 1 1 2 5M150 8v4h4" fill="none" stroke={UI.muted} strokeWidth={1.2} strokeLinecap="round" />
      <T x={160} y={15} size={7.5} fill={UI.muted}>
        Undo
      </T>
      <rect x={198} y={5} width={14} height={10} rx={1.5} fill="none" stroke={UI.brand} strokeWidth={1.2} />
      <rect x={218} y={4} width={7} height={12} rx={1.5} fill="none" stroke={UI.muted} strokeWidth={1.2} />
      <Button x={282} y={4} w={50} h={16} label="Preview" tone="light" size={7.5} />
      <Button x={338} y={4} w={50} h={16} label="Publish" tone="accent" size={7.5} />
      <Rule x={0} y={24} w={396} />
      {/* Blocks and sections */}
      <rect x={0} y={24.4} width={78} height={253} fill={UI.page} />
      <path d="M78 24v254" stroke={UI.line} strokeWidth={0.8} />
      <T x={8} y={38} size={8} weight={700}>
        Add blocks
      </T>
      {BLOCKS.map((kind, i) => {
        const x = 6 + (i % 2) * 35;
        const y = 44 + Math.floor(i / 2) * 32;
        return (
          <g key={kind}>
            <Box x={x} y={y} w={32} h={28} r={4} />
            <BlockIcon kind={kind} cx={x + 16} cy={y + 10} />
            <T x={x + 16} y={y + 24} size={6.8} fill={UI.text} anchor="middle">
              {kind}
            </T>
          </g>
        );
      })}
      <T x={8} y={188} size={8} weight={700}>
        Sections
      </T>
      {["Menu bar", "Hero", "Our breads", "Visit us"].map((name, i) => (
        <g key={name}>
          {i === 1 ? <rect x={4} y={193 + i * 15} width={70} height={14} rx={3} fill={UI.brandSoft} /> : null}
          <T x={10} y={203 + i * 15} size={7.5} weight={i === 1 ? 600 : 400} fill={i === 1 ? UI.brand : UI.text}>
            {name}
          </T>
        </g>
      ))}
      {/* Canvas: the bakery's home page */}
      <rect x={78.4} y={24.4} width={220} height={253} fill="#e9edf2" />
      <rect x={86} y={32} width={205} height={246} fill={UI.surface} />
      <T x={94} y={45} size={8} weight={700}>
        mybakery
      </T>
      {["Menu", "Visit", "Order"].map((link, i) => (
        <T key={link} x={196 + i * 31} y={45} size={7} fill={UI.muted}>
          {link}
        </T>
      ))}
      <rect x={86} y={52} width={205} height={84} fill={BAKERY.crust} />
      <Lines x={94} y={72} lines={["Fresh bread,", "baked at dawn"]} size={13} gap={15} fill={UI.surface} weight={700} />
      <T x={94} y={103} size={7} fill={BAKERY.cream}>
        Sourdough, rye and pastries
      </T>
      <rect x={94} y={110} width={56} height={16} rx={4} fill={BAKERY.butter} />
      <T x={122} y={121} size={7.5} weight={600} anchor="middle">
        See our menu
      </T>
      <Scene name="bun" x={212} y={60} w={70} h={68} />
      <Handles x={86} y={52} w={205} h={84} />
      <rect x={86} y={136} width={62} height={13} fill={UI.brand} />
      <T x={92} y={145.5} size={7} weight={600} fill={UI.surface}>
        Hero section
      </T>
      <T x={94} y={164} size={10} weight={700}>
        Our breads
      </T>
      {BREADS.map((b, i) => (
        <g key={b.name}>
          <Scene name={b.scene} x={94 + i * 65} y={171} w={59} h={30} />
          <T x={94 + i * 65} y={212} size={7.5} weight={600}>
            {b.name}
          </T>
          <T x={94 + i * 65} y={222} size={7} fill={UI.muted}>
            {b.price}
          </T>
        </g>
      ))}
      <T x={94} y={248} size={10} weight={700}>
        Visit us
      </T>
      {/* Style panel */}
      <path d="M299 24v254" stroke={UI.line} strokeWidth={0.8} />
      <T x={307} y={40} size={9} weight={700}>
        Style
      </T>
      <T x={307} y={51} size={7} fill={UI.muted}>
        Hero section
      </T>
      <T x={307} y={68} size={7.5} weight={600}>
        Colors
      </T>
      {[BAKERY.crust, BAKERY.cream, BAKERY.butter, BAKERY.sage, UI.dark].map((c, i) => (
        <g key={c}>
          {i === 0 ? <circle cx={314 + i * 17} cy={80} r={8.5} fill="none" stroke={UI.brand} strokeWidth={1.4} /> : null}
          <circle cx={314 + i * 17} cy={80} r={6} fill={c} stroke={UI.line} strokeWidth={0.6} />
        </g>
      ))}
      <Field x={307} y={93} w={80} value="#6E4125" size={7.5} />
      <T x={307} y={126} size={7.5} weight={600}>
        Fonts
      </T>
      <Field x={307} y={131} w={80} value="Playfair Display" size={7.5} />
      <Field x={307} y={153} w={80} value="Inter" size={7.5} />
      <T x={307} y={188} size={7.5} weight={600}>
        Spacing
      </T>
      <rect x={307} y={195} width={70} height={3} rx={1.5} fill={UI.line} />
      <rect x={307} y={195} width={40} height={3} rx={1.5} fill={UI.brand} />
      <circle cx={347} cy={196.5} r={4.5} fill={UI.surface} stroke={UI.brand} strokeWidth={1.4} />
    </Browser>
    <Cursor x={326} y={116} />
    {/* The AI writer drafting the About us text */}
    <Float x={84} y={262} w={196} h={90}>
      <Sparkle x={14} y={14} r={5} />
      <T x={24} y={17} size={8.5} weight={700}>
        AI writer
      </T>
      <Pill x={186} y={6} label="Drafting" tone="violet" size={7} anchor="end" />
      <T x={10} y={31} size={7} fill={UI.muted}>
        About us · a family bakery
      </T>
      <Lines
        x={10}
        y={45}
        lines={["We bake every loaf by hand, from", "flour, water, salt and time. Come", "early: the rye sells out by nine"]}
        size={7.5}
        gap={10}
        fill={UI.text}
      />
      <rect x={142} y={57} width={1.4} height={10} fill={UI.violet} />
    </Float>
    {/* The same page on a phone */}
    <Phone x={390} y={152} w={80} h={198}>
      <BakeryOnPhone w={70} h={188} />
    </Phone>
  </g>
);

/**
 * The AI writer (panel "An AI writer for when the page is blank"): told what the sample bakery
 * does and for whom, it has drafted a headline and the about page, with keep, a fresh version
 * or skip; behind it, the page the draft is going into.
 */
const aiWriter: ReactNode = (
  <g>
    <Browser x={10} y={16} w={300} h={290} url="mybakery.com · editor" back>
      <rect x={0} y={0.4} width={300} height={267} fill="#e9edf2" />
      <rect x={12} y={10} width={276} height={258} fill={UI.surface} />
      <T x={22} y={26} size={8} weight={700}>
        mybakery
      </T>
      <T x={22} y={56} size={15} weight={700}>
        Bread worth
      </T>
      <T x={22} y={74} size={15} weight={700}>
        getting up for
      </T>
      <Sparkle x={140} y={70} r={5} />
      <Handles x={16} y={40} w={150} h={42} color={UI.violet} />
      <T x={22} y={104} size={9} weight={700}>
        About us
      </T>
      <Lines
        x={22}
        y={120}
        lines={["Three generations of our family have", "baked on this corner. We start at four,", "so your loaf is still warm at seven."]}
        size={7.5}
        gap={11}
        fill={UI.muted}
      />
      <rect x={22} y={160} width={110} height={6} rx={3} fill={UI.violetSoft} />
      <rect x={22} y={172} width={80} height={6} rx={3} fill={UI.violetSoft} />
      <Scene name="family" x={22} y={192} w={120} h={66} />
    </Browser>
    <Float x={196} y={46} w={272} h={296}>
      <Sparkle x={16} y={18} r={6} />
      <T x={28} y={22} size={10} weight={700}>
        AI writer
      </T>
      <Pill x={260} y={11} label="New" tone="violet" size={7} anchor="end" />
      <Rule x={0} y={32} w={272} />
      <Field x={12} y={40} w={248} label="What do you do?" value="A family bakery: sourdough, rye, pastries" size={7.5} />
      <Field x={12} y={74} w={248} label="Who is it for?" value="Neighbours, early commuters and local cafés" size={7.5} />
      {["Headline", "About page", "Services"].map((tab, i) => (
        <g key={tab}>
          <T x={12 + i * 62} y={126} size={7.5} weight={i === 0 ? 700 : 400} fill={i === 0 ? UI.violet : UI.muted}>
            {tab}
          </T>
          {i === 0 ? <rect x={12} y={130} width={34} height={2} fill={UI.violet} /> : null}
        </g>
      ))}
      <Rule x={12} y={133} w={248} />
      <Box x={12} y={142} w={248} h={44} fill={UI.violetSoft} stroke="none" />
      <T x={20} y={158} size={7} weight={600} fill={UI.violet}>
        Draft 1 of 3
      </T>
      <T x={20} y={175} size={10} weight={700}>
        Bread worth getting up for
      </T>
      <T x={12} y={204} size={7} weight={600} fill={UI.muted}>
        Also drafted
      </T>
      <Lines x={12} y={218} lines={["Warm from the oven since 6 a.m.", "Real bread, baked on your street"]} size={7.5} gap={12} fill={UI.text} />
      <Button x={12} y={258} w={64} h={22} label="Keep" size={8} />
      <Button x={82} y={258} w={92} h={22} label="New version" tone="light" size={8} />
      <Button x={180} y={258} w={80} h={22} label="Write my own" tone="light" size={8} />
    </Float>
  </g>
);

/** The gallery block carried onto the page: pastries the breads above do not show. */
const GALLERY: readonly SceneName[] = ["scone", "focaccia", "coffee"];

/**
 * Drag and drop (panel "Drag, drop, done"): the block library the panel names (text, images,
 * buttons, galleries, maps, forms, videos), a gallery block carried across onto a drop line
 * between two sections of the bakery page, and undo in the toolbar.
 */
const blocks: ReactNode = (
  <g>
    <Browser x={104} y={14} w={366} h={318} url="mybakery.com · editor">
      <Button x={150} y={4} w={54} h={16} label="↶ Undo" tone="light" size={7.5} />
      <Button x={210} y={4} w={54} h={16} label="Redo ↷" tone="light" size={7.5} />
      <Button x={306} y={4} w={50} h={16} label="Publish" tone="accent" size={7.5} />
      <Rule x={0} y={24} w={366} />
      <rect x={0} y={24.4} width={366} height={271} fill="#e9edf2" />
      <rect x={44} y={32} width={312} height={264} fill={UI.surface} />
      <rect x={44} y={32} width={312} height={62} fill={BAKERY.crust} />
      <T x={58} y={58} size={13} weight={700} fill={UI.surface}>
        Fresh bread, baked at dawn
      </T>
      <T x={58} y={76} size={7.5} fill={BAKERY.cream}>
        Sourdough, rye and pastries, every morning from 7
      </T>
      <T x={58} y={114} size={10} weight={700}>
        Our breads
      </T>
      {BREADS.map((b, i) => (
        <g key={b.name}>
          <Scene name={b.scene} x={58 + i * 96} y={122} w={88} h={38} />
          <T x={58 + i * 96} y={172} size={7.5} weight={600}>
            {b.name}
          </T>
          <T x={146 + i * 96} y={172} size={7.5} fill={UI.muted} anchor="end">
            {b.price}
          </T>
        </g>
      ))}
      {/* Where the gallery will land */}
      <rect x={52} y={184} width={296} height={42} rx={5} fill={UI.brandSoft} stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <T x={200} y={209} size={8} weight={600} fill={UI.brand} anchor="middle">
        Drop here
      </T>
      <T x={58} y={246} size={10} weight={700}>
        Visit us
      </T>
      <Lines x={58} y={262} lines={["12 Mill Street · Open 7 a.m. to 2 p.m.", "Closed on Mondays"]} size={7.5} gap={11} fill={UI.muted} />
      <Box x={246} y={236} w={96} h={50} r={4} fill={BAKERY.cream} stroke="none" />
      <path d="M294 248c-5 6-7 9-7 12a7 7 0 0 0 14 0c0-3-2-6-7-12z" fill={BAKERY.crust} />
    </Browser>
    <Float x={10} y={40} w={126} h={282}>
      <T x={12} y={20} size={9.5} weight={700}>
        Blocks
      </T>
      <Field x={10} y={28} w={106} placeholder="Search blocks" size={7.5} />
      {BLOCKS.slice(0, 7).map((kind, i) => (
        <g key={kind}>
          {kind === "Gallery" ? (
            <rect x={8} y={56 + i * 30} width={110} height={26} rx={5} fill={UI.page} stroke={UI.brand} strokeWidth={0.8} strokeDasharray="3 2" />
          ) : (
            <Box x={8} y={56 + i * 30} w={110} h={26} r={5} />
          )}
          <BlockIcon kind={kind} cx={24} cy={69 + i * 30} color={kind === "Gallery" ? UI.muted : UI.brand} />
          <T x={38} y={72 + i * 30} size={8} fill={kind === "Gallery" ? UI.muted : UI.text}>
            {kind}
          </T>
        </g>
      ))}
    </Float>
    {/* The gallery block on its way, carried by the pointer */}
    <g transform="rotate(-4 212 214)">
      <Float x={150} y={178} w={124} h={70}>
        {GALLERY.map((name, i) => (
          <Scene key={name} name={name} x={8 + i * 37} y={8} w={33} h={36} r={3} />
        ))}
        <BlockIcon kind="Gallery" cx={16} cy={57} />
        <T x={28} y={60} size={8} weight={600}>
          Gallery
        </T>
      </Float>
    </g>
    <Cursor x={248} y={226} />
  </g>
);

/** One theme card's little picture: a site in its own palette, the header band, a picture and text lines. */
function ThemeThumb({ x, y, w, h, band, accent, scene }: { x: number; y: number; w: number; h: number; band: string; accent: string; scene: SceneName }) {
  return (
    <g>
      <rect x={x} y={y} width={w} height={h} rx={4} fill={UI.surface} stroke={UI.line} strokeWidth={0.8} />
      <rect x={x} y={y} width={w} height={h * 0.42} rx={4} fill={band} />
      <rect x={x + 8} y={y + 10} width={w * 0.42} height={5} rx={2.5} fill={UI.surface} />
      <rect x={x + 8} y={y + 19} width={w * 0.28} height={3.5} rx={1.75} fill={UI.surface} opacity={0.75} />
      <rect x={x + 8} y={y + 25} width={24} height={5} rx={2.5} fill={accent} />
      <Scene name={scene} x={x + 8} y={y + h * 0.42 + 6} w={w * 0.4} h={h * 0.42} r={3} colours={{ deep: band, accent, soft: UI.page, tint: UI.line }} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x={x + w * 0.4 + 14} y={y + h * 0.42 + 8 + i * 8} width={w * (0.42 - i * 0.08)} height={3.5} rx={1.75} fill={UI.line} />
      ))}
    </g>
  );
}

/** The kinds of site the themes panel names, each with its own palette. */
const THEMES = [
  { kind: "Restaurant", band: BAKERY.crust, accent: BAKERY.butter, scene: "supper" },
  { kind: "Portfolio", band: UI.dark, accent: "#e35d6a", scene: "prints" },
  { kind: "Club", band: UI.good, accent: "#f5c542", scene: "cycling" },
  { kind: "Shop", band: UI.violet, accent: "#f59e66", scene: "backpack" },
  { kind: "Personal page", band: UI.teal, accent: "#fbd38d", scene: "seaside" },
  { kind: "Wedding", band: "#8a3b5c", accent: "#f3d1dc", scene: "wedding" },
] as const;

/**
 * Themes (panel "Themes for every kind of site"): the theme gallery with a theme for each kind
 * of site the panel names, the restaurant one chosen, and a phone showing that it rearranges
 * itself for a phone's screen.
 */
const themes: ReactNode = (
  <g>
    <Browser x={10} y={14} w={392} h={306} url="Themes · choose a design">
      <T x={14} y={24} size={12} weight={700}>
        Choose a theme
      </T>
      {["All", "Restaurant", "Portfolio", "Club", "Shop", "Personal"].map((tab, i, all) => {
        const x = 14 + all.slice(0, i).reduce((sum, t) => sum + t.length * 7.5 * 0.58 + 18, 0);
        return <Pill key={tab} x={x} y={34} label={tab} tone={i === 0 ? "brand" : "muted"} size={7.5} />;
      })}
      {THEMES.map((t, i) => {
        const x = 14 + (i % 3) * 124;
        const y = 58 + Math.floor(i / 3) * 100;
        return (
          <g key={i}>
            <ThemeThumb x={x} y={y} w={114} h={74} band={t.band} accent={t.accent} scene={t.scene} />
            <T x={x} y={y + 87} size={8} weight={600}>
              {t.kind}
            </T>
            {i === 0 ? (
              <g>
                <rect x={x - 3} y={y - 3} width={120} height={80} rx={6} fill="none" stroke={UI.brand} strokeWidth={2} />
                <Check cx={x + 106} cy={y + 6} r={8} />
              </g>
            ) : null}
          </g>
        );
      })}
      <Button x={14} y={258} w={120} h={22} label="Use this theme" size={8.5} />
      <T x={144} y={272} size={7.5} fill={UI.muted}>
        Then change its colors, fonts and photos
      </T>
    </Browser>
    <Phone x={378} y={120} w={90} h={228}>
      <BakeryOnPhone w={80} h={218} />
    </Phone>
  </g>
);

/** The photo results of "bread", nine different ones; the second is picked and on the page. */
const PHOTOS: readonly SceneName[] = ["sourdough", "rye", "croissant", "bun", "focaccia", "coffee", "scone", "drizzle", "supper"];

/**
 * Stock photos (panel "150,000 free stock photos at your fingertips"): the photo library searched
 * for "bread" inside the editor, one result picked and added to the page's empty image block
 * behind it; a tab for your own uploads beside it.
 */
const stockPhotos: ReactNode = (
  <g>
    <Browser x={10} y={14} w={300} h={270} url="mybakery.com · editor" back>
      <rect x={0} y={0.4} width={300} height={247} fill="#e9edf2" />
      <rect x={12} y={10} width={276} height={238} fill={UI.surface} />
      <T x={24} y={34} size={11} weight={700}>
        Our story
      </T>
      <Lines
        x={24}
        y={52}
        lines={["Three generations of bakers on one", "corner, up at four so your loaf is", "still warm when you come in."]}
        size={7.5}
        gap={11}
        fill={UI.muted}
      />
      <rect x={24} y={96} width={150} height={132} rx={4} fill={UI.brandSoft} stroke={UI.brand} strokeWidth={1.2} strokeDasharray="4 3" />
      <Scene name="rye" x={30} y={102} w={138} h={120} />
      <Handles x={24} y={96} w={150} h={132} />
    </Browser>
    <Float x={186} y={40} w={284} h={306}>
      <T x={14} y={22} size={10} weight={700}>
        Add a photo
      </T>
      <T x={14} y={42} size={8} weight={700} fill={UI.brand}>
        Free stock photos
      </T>
      <rect x={14} y={46} width={78} height={2} fill={UI.brand} />
      <T x={112} y={42} size={8} fill={UI.muted}>
        My uploads
      </T>
      <Rule x={14} y={49} w={256} />
      <rect x={14} y={58} width={256} height={22} rx={11} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <circle cx={29} cy={68} r={4} fill="none" stroke={UI.muted} strokeWidth={1.3} />
      <path d="M32 71l3.5 3.5" stroke={UI.muted} strokeWidth={1.3} strokeLinecap="round" />
      <T x={42} y={72} size={8.5}>
        bread
      </T>
      <T x={262} y={72} size={7} fill={UI.muted} anchor="end">
        in 150,000 photos
      </T>
      {PHOTOS.map((name, i) => {
        const x = 14 + (i % 3) * 87;
        const y = 90 + Math.floor(i / 3) * 60;
        return <Scene key={name} name={name} x={x} y={y} w={82} h={54} />;
      })}
      <rect x={99} y={88} width={86} height={58} rx={5} fill="none" stroke={UI.brand} strokeWidth={2.4} />
      <Check cx={176} cy={98} r={7} />
      <T x={14} y={288} size={7} fill={UI.muted}>
        Free to use on your site
      </T>
      <Button x={178} y={274} w={92} h={22} label="Add to page" size={8.5} />
    </Float>
    <Cursor x={420} y={326} />
  </g>
);

/**
 * Help (panel "Real people when you need a hand"): a step-by-step guide to connecting your own
 * domain, two steps done, beside a chat with a member of the support team (initials, no face).
 */
const help: ReactNode = (
  <g>
    <Browser x={10} y={14} w={300} h={318} url="Help · guides">
      <T x={16} y={22} size={7} fill={UI.muted}>
        Guides › Domains
      </T>
      <T x={16} y={40} size={12} weight={700}>
        Connect a domain you own
      </T>
      <T x={16} y={54} size={7.5} fill={UI.muted}>
        3 steps · about 5 minutes
      </T>
      {[
        { step: "Open Settings, then Domains", note: "In the editor’s top menu", done: true },
        { step: "Type your domain and choose Connect", note: "For example mybakery.com", done: true },
        { step: "Copy the two nameservers shown", note: "Paste them where you bought the domain", done: false },
      ].map((s, i) => (
        <g key={s.step}>
          {s.done ? (
            <Check cx={26} cy={78 + i * 38} r={8} fill={UI.good} />
          ) : (
            <g>
              <circle cx={26} cy={78 + i * 38} r={8} fill={UI.brand} />
              <T x={26} y={81 + i * 38} size={8} weight={700} fill={UI.surface} anchor="middle">
                3
              </T>
            </g>
          )}
          <T x={42} y={77 + i * 38} size={8.5} weight={600} fill={s.done ? UI.muted : UI.text}>
            {s.step}
          </T>
          <T x={42} y={89 + i * 38} size={7} fill={UI.muted}>
            {s.note}
          </T>
        </g>
      ))}
      <Box x={16} y={176} w={268} h={110} fill={UI.page} />
      <T x={26} y={194} size={8} weight={700}>
        Settings › Domains
      </T>
      <Field x={26} y={202} w={160} label="Your domain" value="mybakery.com" size={7.5} />
      <Button x={194} y={213} w={80} h={17} label="Connect" size={7.5} />
      <Pill x={26} y={242} label="Waiting for nameservers" tone="warn" size={7} />
      <T x={26} y={272} size={7} fill={UI.muted}>
        Changes can take a few hours to show.
      </T>
    </Browser>
    <Float x={262} y={70} w={208} h={272}>
      <path d="M0 8a8 8 0 0 1 8 -8h192a8 8 0 0 1 8 8v32h-208z" fill={UI.brand} />
      <Initials cx={22} cy={20} r={10} text="JM" fill={UI.teal} />
      <circle cx={30} cy={28} r={3} fill="#5ec55a" stroke={UI.brand} strokeWidth={1.2} />
      <T x={38} y={18} size={8.5} weight={700} fill={UI.surface}>
        Jamie, support team
      </T>
      <T x={38} y={30} size={7} fill={UI.surface}>
        Online now
      </T>
      <Box x={70} y={52} w={128} h={38} r={8} fill={UI.brand} stroke="none" />
      <Lines x={78} y={67} lines={["Where do I paste the", "two nameservers?"]} size={7.5} gap={10} fill={UI.surface} />
      <Box x={10} y={100} w={150} h={62} r={8} fill={UI.page} stroke="none" />
      <Lines
        x={18}
        y={115}
        lines={["At the company you bought", "mybakery.com from. Which", "one is it? I’ll send the", "exact steps."]}
        size={7.5}
        gap={10}
        fill={UI.text}
      />
      <Box x={64} y={172} w={134} h={26} r={8} fill={UI.brand} stroke="none" />
      <T x={72} y={188} size={7.5} fill={UI.surface}>
        With my old web host.
      </T>
      <Box x={10} y={208} w={46} h={20} r={8} fill={UI.page} stroke="none" />
      {[0, 1, 2].map((i) => (
        <circle key={i} cx={22 + i * 11} cy={218} r={2.6} fill={UI.muted} />
      ))}
      <Field x={10} y={242} w={188} placeholder="Write a message…" size={7.5} />
    </Float>
  </g>
);

export const sitebuilderScreens = {
  "sitebuilder-editor": editor,
  "sitebuilder-ai-writer": aiWriter,
  "sitebuilder-blocks": blocks,
  "sitebuilder-themes": themes,
  "sitebuilder-stock-photos": stockPhotos,
  "sitebuilder-help": help,
} satisfies Partial<Record<IllustrationName, ReactNode>>;
