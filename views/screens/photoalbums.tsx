import type { ReactNode } from "react";
import { Box, Browser, Button, Field, Float, Meter, Phone, Pill, T, UI } from "./kit.tsx";

/**
 * The product screens of /photoalbums (views/screens/kit.tsx has the parts they are drawn from).
 * Their words come from content/pages/photoalbums.ts (batch uploads resized for the web with the
 * originals kept, albums, captions, drag to reorder, a cover, the full-screen viewer and
 * slideshow, share links, embedding, comments that wait for approval, private albums behind a
 * link or password); the family, its albums and captions (jordanfamily.com) are sample data.
 */

type Kind = "lake" | "sunset" | "beach" | "forest" | "city" | "meadow" | "portrait";

/** The sky of a scene that has a daytime one. */
const sky = (hue: number) => `hsl(${hue} 70% 82%)`;

/** A lake under mountains, a pale sun above and ripples on the water. */
function lakeScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={sky(hue)} />
      <circle cx={86} cy={26} r={9} fill="hsl(45 95% 88%)" />
      <path d="M0 58L26 30 44 46 66 22 92 48 106 38 120 50V62H0z" fill={`hsl(${hue} 22% 58%)`} />
      <path d="M0 62L18 50 40 60 62 46 90 60 120 52V64H0z" fill={`hsl(${hue + 20} 30% 38%)`} />
      <rect y={62} width={120} height={28} fill={`hsl(${hue} 55% 66%)`} />
      <path d="M20 70h30M64 74h36M34 80h24M80 84h22" stroke="#fff" strokeOpacity={0.55} strokeWidth={1.4} strokeLinecap="round" />
    </>
  );
}

/** A low sun at dusk, three people watching it in silhouette. */
function sunsetScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={`hsl(${hue} 85% 72%)`} />
      <rect y={38} width={120} height={30} fill={`hsl(${hue + 18} 90% 80%)`} />
      <circle cx={60} cy={66} r={16} fill="hsl(48 100% 90%)" />
      <path d="M0 66Q60 58 120 66V90H0z" fill={`hsl(${hue + 330} 35% 22%)`} />
      <g fill={`hsl(${hue + 330} 35% 18%)`}>
        <circle cx={40} cy={45} r={4.2} />
        <path d="M33 68c0-9 2-17 7-17s7 8 7 17z" />
        <circle cx={54} cy={47} r={4} />
        <path d="M47.5 68c0-8 2-16 6.5-16s6.5 8 6.5 16z" />
        <circle cx={70} cy={56} r={3} />
        <path d="M65.5 68c0-5 1.5-9.5 4.5-9.5s4.5 4.5 4.5 9.5z" />
      </g>
    </>
  );
}

/** A beach: the sea, the sand, a parasol and the sun. */
function beachScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={sky(hue)} />
      <rect y={44} width={120} height={18} fill={`hsl(${hue} 60% 52%)`} />
      <path d="M0 58Q30 54 60 58T120 58V90H0z" fill="hsl(40 70% 80%)" />
      <path d="M0 60Q30 56 60 60T120 60" fill="none" stroke="#fff" strokeWidth={1.5} />
      <path d="M74 78L80 50" stroke="hsl(20 30% 35%)" strokeWidth={1.4} />
      <path d="M64 52Q80 36 96 52z" fill="hsl(8 80% 60%)" />
      <circle cx={24} cy={20} r={7} fill="hsl(48 100% 92%)" />
    </>
  );
}

/** Pines on a hillside, a path between them. */
function forestScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={sky(hue)} />
      {[8, 26, 44, 62, 80, 98, 116].map((x, i) => (
        <path key={x} d={`M${x} ${22 + (i % 3) * 6}L${x + 14} 72H${x - 14}z`} fill={`hsl(${140 + (i % 2) * 14} 35% ${30 + (i % 3) * 6}%)`} />
      ))}
      <rect y={70} width={120} height={20} fill="hsl(95 30% 42%)" />
      <path d="M50 90Q58 78 62 70" stroke="hsl(35 40% 70%)" strokeWidth={5} fill="none" />
    </>
  );
}

/** A city skyline at dusk, a few windows lit. */
function cityScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={`hsl(${hue} 45% 40%)`} />
      <rect y={30} width={120} height={30} fill={`hsl(${hue + 20} 55% 60%)`} />
      {[
        [4, 40, 16],
        [22, 26, 14],
        [38, 48, 18],
        [58, 18, 12],
        [72, 36, 20],
        [94, 30, 12],
        [108, 44, 12],
      ].map(([x, y, w]) => (
        <rect key={x} x={x} y={y} width={w} height={90 - y!} fill={`hsl(${hue} 30% 18%)`} />
      ))}
      {[26, 42, 62, 76, 98].map((x, i) => (
        <g key={x} fill="hsl(45 95% 72%)">
          <rect x={x} y={44 + (i % 2) * 8} width={3} height={3} />
          <rect x={x + 6} y={58 - (i % 2) * 6} width={3} height={3} />
          <rect x={x} y={68} width={3} height={3} />
        </g>
      ))}
    </>
  );
}

/** Rolling hills and a meadow of flowers. */
function meadowScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={sky(hue)} />
      <path d="M0 52Q40 34 80 46T120 42V90H0z" fill={`hsl(${hue + 200} 40% 55%)`} />
      <path d="M0 66Q50 54 120 64V90H0z" fill={`hsl(${hue + 190} 45% 42%)`} />
      {[14, 30, 46, 58, 74, 90, 104, 22, 66, 98].map((x, i) => (
        <circle key={`${x}-${i}`} cx={x} cy={72 + (i % 3) * 6} r={2} fill={["hsl(350 80% 70%)", "hsl(48 95% 70%)", "#fff"][i % 3]} />
      ))}
    </>
  );
}

/** A portrait: one person in silhouette before a soft sun. */
function portraitScene(hue: number): ReactNode {
  return (
    <>
      <rect width={120} height={90} fill={`hsl(${hue} 45% 78%)`} />
      <circle cx={86} cy={24} r={18} fill={`hsl(${hue} 60% 88%)`} />
      <g fill={`hsl(${hue + 200} 25% 30%)`}>
        <circle cx={60} cy={38} r={14} />
        <path d="M30 90c0-22 12-32 30-32s30 10 30 32z" />
      </g>
    </>
  );
}

const SCENES: Record<Kind, (hue: number) => ReactNode> = {
  lake: lakeScene,
  sunset: sunsetScene,
  beach: beachScene,
  forest: forestScene,
  city: cityScene,
  meadow: meadowScene,
  portrait: portraitScene,
};

/** A scene in a 120 × 90 frame: soft shapes, people only as silhouettes with no faces. */
function scene(kind: Kind, hue: number): ReactNode {
  return SCENES[kind](hue);
}

/** A photo tile: a scene cut to its box (an inner svg clips it), with a hairline edge. */
function Photo({ x, y, w, h, kind, hue = 210 }: { x: number; y: number; w: number; h: number; kind: Kind; hue?: number }) {
  return (
    <g>
      <svg x={x} y={y} width={w} height={h} viewBox="0 0 120 90" preserveAspectRatio="xMidYMid slice">
        {scene(kind, hue)}
      </svg>
      <rect x={x} y={y} width={w} height={h} fill="none" stroke="#000" strokeOpacity={0.08} />
    </g>
  );
}

/** Twelve photos of the sample Lake trip album, the same in every screen. */
const lakeTrip: ReadonlyArray<{ kind: Kind; hue: number; caption: string }> = [
  { kind: "lake", hue: 205, caption: "Dock at sunrise" },
  { kind: "sunset", hue: 18, caption: "Last night out" },
  { kind: "forest", hue: 200, caption: "Pine trail" },
  { kind: "beach", hue: 195, caption: "Swim o’clock" },
  { kind: "portrait", hue: 30, caption: "Grandpa Joe" },
  { kind: "meadow", hue: 200, caption: "Wildflowers" },
  { kind: "lake", hue: 260, caption: "Evening calm" },
  { kind: "city", hue: 250, caption: "Drive home" },
  { kind: "sunset", hue: 340, caption: "Campfire sky" },
  { kind: "portrait", hue: 160, caption: "Mia, age 9" },
  { kind: "beach", hue: 185, caption: "Canoe race" },
  { kind: "forest", hue: 215, caption: "Morning fog" },
];

/** A round arrow button of the viewer. */
const Arrow = ({ cx, cy, dir }: { cx: number; cy: number; dir: 1 | -1 }) => (
  <g>
    <circle cx={cx} cy={cy} r={11} fill={UI.surface} opacity={0.92} />
    <path
      d={`M${cx - 2.5 * dir} ${cy - 5}L${cx + 2.5 * dir} ${cy}L${cx - 2.5 * dir} ${cy + 5}`}
      fill="none"
      stroke={UI.text}
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </g>
);

/** A small padlock. */
const Padlock = ({ x, y, s = 1, fill = UI.brand }: { x: number; y: number; s?: number; fill?: string }) => (
  <g transform={`translate(${x} ${y}) scale(${s})`}>
    <path d="M-5 0v-4a5 5 0 0 1 10 0v4" fill="none" stroke={fill} strokeWidth={2} />
    <rect x={-8} y={0} width={16} height={12} rx={2.5} fill={fill} />
    <circle cx={0} cy={5.5} r={1.8} fill={UI.surface} />
  </g>
);

/** The hero: an album page dimmed behind one photo opened large with arrows, a caption and a slideshow button, and the same viewer on a phone (content/pages/photoalbums.ts "Slideshows and full-screen viewing"). */
const lightbox: ReactNode = (
  <g>
    <Browser x={12} y={14} w={404} h={296} url="jordanfamily.com/albums/lake-trip">
      <T x={16} y={22} size={11} weight={700}>
        Lake trip
      </T>
      {lakeTrip.map((p, i) => (
        <Photo key={p.caption} x={16 + (i % 4) * 94} y={32 + Math.floor(i / 4) * 80} w={88} h={74} kind={p.kind} hue={p.hue} />
      ))}
      <rect x={0} y={0} width={404} height={274} fill={UI.dark} opacity={0.9} />
      <Photo x={52} y={30} w={300} h={196} kind="lake" hue={205} />
      <Arrow cx={26} cy={128} dir={-1} />
      <Arrow cx={378} cy={128} dir={1} />
      <T x={52} y={244} size={10} weight={600} fill={UI.surface}>
        Dock at sunrise
      </T>
      <T x={52} y={258} size={7.5} fill="#c3ccd6">
        Lake trip · 1 of 48
      </T>
      <rect x={264} y={236} width={88} height={22} rx={11} fill={UI.surface} />
      <path d="M276 242.5v11l8.5-5.5z" fill={UI.brand} />
      <T x={290} y={250.5} size={8} weight={600} fill={UI.brand}>
        Slideshow
      </T>
      <path d="M382 8l8 8M390 8l-8 8" stroke={UI.surface} strokeWidth={1.6} strokeLinecap="round" />
    </Browser>
    <Phone x={352} y={128} w={116} h={222} fill={UI.dark}>
      <T x={53} y={22} size={7.5} weight={600} fill={UI.surface} anchor="middle">
        2 of 48
      </T>
      <Photo x={0} y={60} w={106} h={92} kind="sunset" hue={18} />
      <T x={10} y={172} size={8.5} weight={600} fill={UI.surface}>
        Last night out
      </T>
      <T x={10} y={184} size={7} fill="#c3ccd6">
        Swipe for the next
      </T>
      {[0, 1, 2, 3, 4].map((d) => (
        <circle key={d} cx={37 + d * 8} cy={200} r={2.2} fill={d === 1 ? UI.surface : "#5b6875"} />
      ))}
    </Phone>
  </g>
);

/** The batch upload: thumbnails appearing as 15 photos arrive, the last two still on their way, and the upload's progress (content/pages/photoalbums.ts "Upload a whole batch at once"). */
const upload: ReactNode = (
  <g>
    <Browser x={12} y={14} w={430} h={290} url="panel.braveweb.com/albums/lake-trip">
      <T x={16} y={24} size={12} weight={700}>
        Lake trip
      </T>
      <T x={16} y={37} size={7.5} fill={UI.muted}>
        Adding 15 photos from your computer
      </T>
      <Button x={326} y={12} w={88} h={20} label="+ Add photos" tone="light" size={8} />
      {Array.from({ length: 15 }, (_, i) => {
        const x = 16 + (i % 5) * 80;
        const y = 48 + Math.floor(i / 5) * 70;
        const p = lakeTrip[i % 12]!;
        if (i < 13) return <Photo key={i} x={x} y={y} w={74} h={64} kind={p.kind} hue={p.hue} />;
        const share = i === 13 ? 0.64 : 0.18;
        return (
          <g key={i}>
            <rect x={x} y={y} width={74} height={64} rx={3} fill={UI.page} stroke={UI.line} strokeDasharray="3 2" />
            <T x={x + 37} y={y + 28} size={9} weight={700} anchor="middle">
              {`${Math.round(share * 100)}%`}
            </T>
            <Meter x={x + 10} y={y + 36} w={54} share={share} />
            <T x={x + 37} y={y + 54} size={7} fill={UI.muted} anchor="middle">
              {i === 13 ? "IMG_2214.jpg" : "IMG_2215.jpg"}
            </T>
          </g>
        );
      })}
    </Browser>
    <Float x={20} y={254} w={236} h={96}>
      <T x={14} y={21} size={9} weight={700}>
        Uploading 15 photos
      </T>
      <T x={222} y={21} size={8} weight={600} fill={UI.brand} anchor="end">
        13 of 15
      </T>
      <Meter x={14} y={30} w={208} share={0.87} />
      <T x={14} y={50} size={7.5} fill={UI.muted}>
        About 20 seconds left · 84 MB of 96 MB
      </T>
      <circle cx={20} cy={70} r={6} fill={UI.goodSoft} />
      <path d="M17 70l2 2 4-4" fill="none" stroke={UI.good} strokeWidth={1.4} strokeLinecap="round" />
      <T x={32} y={73} size={7.5}>
        Resized for fast viewing on the web
      </T>
      <circle cx={20} cy={85} r={6} fill={UI.goodSoft} />
      <path d="M17 85l2 2 4-4" fill="none" stroke={UI.good} strokeWidth={1.4} strokeLinecap="round" />
      <T x={32} y={88} size={7.5}>
        Originals kept for download
      </T>
    </Float>
  </g>
);

/** A gold star: the album's cover. */
const Star = ({ cx, cy, r = 6 }: { cx: number; cy: number; r?: number }) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
  return <polygon points={pts} fill="#f5b301" stroke="#8a5a00" strokeWidth={0.6} />;
};

/** Organizing: the albums in a side list, captions under each photo, one photo dragged to a new place and a star marking the cover (content/pages/photoalbums.ts "Albums, captions and the order you want"). */
const organize: ReactNode = (
  <g>
    <Browser x={12} y={18} w={456} h={300} url="panel.braveweb.com/albums" sidebar={112}>
      <T x={12} y={22} size={10} weight={700} fill={UI.surface}>
        Albums
      </T>
      {[
        { name: "Lake trip", n: "48" },
        { name: "Mia turns 9", n: "36" },
        { name: "Garden 2024", n: "21" },
        { name: "Holidays", n: "64" },
        { name: "Family", n: "112" },
      ].map((a, i) => (
        <g key={a.name}>
          {i === 0 ? <rect x={6} y={32} width={100} height={18} rx={4} fill="#22303e" /> : null}
          <T x={14} y={44 + i * 22} size={8} weight={i === 0 ? 600 : 400} fill={i === 0 ? UI.surface : "#b8c4d0"}>
            {a.name}
          </T>
          <T x={100} y={44 + i * 22} size={7} fill="#b8c4d0" anchor="end">
            {a.n}
          </T>
        </g>
      ))}
      <T x={14} y={168} size={8} weight={600} fill="#b8c4d0">
        + New album
      </T>
      <T x={126} y={24} size={12} weight={700}>
        Lake trip
      </T>
      <T x={126} y={37} size={7.5} fill={UI.muted}>
        48 photos · drag to change the order
      </T>
      <Button x={368} y={12} w={76} h={20} label="Slideshow" tone="light" size={8} />
      {[0, 1, 2, 3, 4, 5, 6, 7].map((slot) => {
        const x = 126 + (slot % 4) * 80;
        const y = 48 + Math.floor(slot / 4) * 116;
        if (slot === 2)
          return (
            <g key={slot}>
              <rect x={x} y={y} width={72} height={72} rx={4} fill={UI.brandSoft} stroke={UI.brand} strokeDasharray="4 3" />
              <T x={x + 36} y={y + 16} size={7.5} weight={600} fill={UI.brand} anchor="middle">
                Drop here
              </T>
            </g>
          );
        const p = lakeTrip[slot === 0 ? 0 : slot + 1]!;
        return (
          <g key={slot}>
            <Photo x={x} y={y} w={72} h={72} kind={p.kind} hue={p.hue} />
            <T x={x} y={y + 84} size={7.5} weight={600}>
              {p.caption}
            </T>
            <T x={x} y={y + 95} size={7} fill={UI.muted}>
              {slot === 0 ? "Cover photo" : "Add a caption"}
            </T>
          </g>
        );
      })}
      <Star cx={130 + 62} cy={48 + 10} r={7} />
    </Browser>
    <g transform="rotate(-5 340 170)">
      <Float x={300} y={118} w={82} h={106} r={4}>
        <Photo x={5} y={5} w={72} h={72} kind="sunset" hue={18} />
        <T x={6} y={89} size={7.5} weight={600}>
          Last night out
        </T>
        <T x={6} y={99} size={7} fill={UI.muted}>
          Moving to 3rd
        </T>
      </Float>
    </g>
    <path d="M362 212l0 16 4-4 3 7 3-1.5-3-6.5 5.5 0z" fill={UI.surface} stroke={UI.text} strokeWidth={1} strokeLinejoin="round" className="screen-lift" />
  </g>
);

/** Sharing: the album's share card with its link, email, text and embed, comments held for approval, and a friend's phone showing a photo with a heart and comments (content/pages/photoalbums.ts "Share on your site or with a link"). */
const share: ReactNode = (
  <g>
    <Browser x={12} y={16} w={330} h={236} url="jordanfamily.com/albums/lake-trip" back>
      <T x={16} y={24} size={12} weight={700}>
        Lake trip
      </T>
      <T x={16} y={37} size={7.5} fill={UI.muted}>
        48 photos · by the Jordans
      </T>
      {lakeTrip.slice(0, 8).map((p, i) => (
        <Photo key={p.caption} x={16 + (i % 4) * 74} y={48 + Math.floor(i / 4) * 74} w={68} h={68} kind={p.kind} hue={p.hue} />
      ))}
    </Browser>
    <Float x={24} y={168} w={250} h={176}>
      <T x={14} y={22} size={10} weight={700}>
        Share “Lake trip”
      </T>
      <Field x={14} y={30} w={172} label="Link" value="jordanfamily.com/albums/lake-trip" size={7.5} />
      <Button x={192} y={41.5} w={44} h={17.5} label="Copied" tone="brand" size={7.5} />
      {[
        { label: "Email", x: 14, w: 50 },
        { label: "Text message", x: 70, w: 80 },
        { label: "Embed on a page", x: 156, w: 80 },
      ].map((b) => (
        <Button key={b.label} x={b.x} y={70} w={b.w} h={20} label={b.label} tone="light" size={7.5} />
      ))}
      <T x={14} y={114} size={8} weight={600}>
        Comments
      </T>
      <T x={14} y={126} size={7.5} fill={UI.muted}>
        Show after I approve them
      </T>
      <rect x={206} y={110} width={30} height={16} rx={8} fill={UI.brand} />
      <circle cx={228} cy={118} r={6} fill={UI.surface} />
      <Pill x={14} y={140} label="2 new comments waiting" tone="warn" size={7} />
    </Float>
    <Phone x={318} y={24} w={150} h={312}>
      <T x={12} y={22} size={7.5} weight={600}>
        9:41
      </T>
      <T x={12} y={40} size={8} weight={600} fill={UI.brand}>
        ‹ Lake trip
      </T>
      <Photo x={0} y={48} w={140} h={118} kind="portrait" hue={30} />
      <T x={12} y={182} size={8.5} weight={600}>
        Grandpa Joe
      </T>
      <path d="M118 176.5c-2.6-2.8-7 0-4.4 3.4L118 184l4.4-4.1c2.6-3.4-1.8-6.2-4.4-3.4z" fill="#d63a4f" />
      <T x={110} y={184} size={7.5} weight={600} fill={UI.text} anchor="end">
        5
      </T>
      {[
        { who: "Aunt Rosa", text: "He hasn’t changed a bit!" },
        { who: "Leo", text: "Best trip ever." },
      ].map((c, i) => (
        <g key={c.who}>
          <rect x={10} y={194 + i * 38} width={120} height={32} rx={6} fill={UI.page} />
          <T x={18} y={207 + i * 38} size={7.5} weight={600}>
            {c.who}
          </T>
          <T x={18} y={219 + i * 38} size={7.5}>
            {c.text}
          </T>
        </g>
      ))}
      <rect x={10} y={274} width={120} height={20} rx={10} fill={UI.surface} stroke="#c9d1db" strokeWidth={0.8} />
      <T x={20} y={287} size={7.5} fill={UI.muted}>
        Leave a comment
      </T>
    </Phone>
  </g>
);

/** A private album: a visitor meets the password box over its hidden photos, beside the owner's privacy settings (content/pages/photoalbums.ts "Private albums for family moments"). */
const privateAlbum: ReactNode = (
  <g>
    <Browser x={12} y={22} w={336} h={310} url="jordanfamily.com/albums/family">
      {lakeTrip.slice(0, 9).map((p, i) => (
        <Photo key={p.caption} x={16 + (i % 3) * 104} y={14 + Math.floor(i / 3) * 90} w={98} h={84} kind={p.kind} hue={p.hue} />
      ))}
      <rect x={0} y={0} width={336} height={288} fill={UI.page} opacity={0.88} />
      <Box x={58} y={56} w={220} h={176} shadow />
      <circle cx={168} cy={86} r={16} fill={UI.brandSoft} />
      <Padlock x={168} y={84} s={1} />
      <T x={168} y={120} size={12} weight={700} anchor="middle">
        Family
      </T>
      <T x={168} y={133} size={7.5} fill={UI.muted} anchor="middle">
        This album is private. Enter its password.
      </T>
      <Field x={80} y={144} w={176} label="Password" value="••••••••••" />
      <Button x={80} y={182} w={176} h={22} label="Open album" size={8.5} />
      <T x={168} y={220} size={7} fill={UI.muted} anchor="middle">
        112 photos · shared by Dana Jordan
      </T>
    </Browser>
    <Float x={300} y={48} w={168} h={236}>
      <T x={14} y={22} size={10} weight={700}>
        Who can see it
      </T>
      {[
        { label: "Everyone", note: "Listed on your site" },
        { label: "Anyone with the link", note: "Hidden from public view" },
        { label: "Link and password", note: "Hidden, asks a password", on: true },
      ].map((o, i) => (
        <g key={o.label}>
          <Box x={12} y={32 + i * 36} w={144} h={30} fill={o.on ? UI.brandSoft : UI.surface} stroke={o.on ? UI.brand : UI.line} />
          <circle cx={24} cy={47 + i * 36} r={4.5} fill={UI.surface} stroke={o.on ? UI.brand : "#aab4bf"} strokeWidth={1.1} />
          {o.on ? <circle cx={24} cy={47 + i * 36} r={2.3} fill={UI.brand} /> : null}
          <T x={34} y={45 + i * 36} size={7.5} weight={600}>
            {o.label}
          </T>
          <T x={34} y={55 + i * 36} size={7} fill={UI.muted}>
            {o.note}
          </T>
        </g>
      ))}
      <Field x={12} y={146} w={144} label="Private link" value="…/albums/family?k=8fQ2" size={7.5} />
      <Field x={12} y={178} w={144} label="Password" value="••••••••••" size={7.5} />
      <Button x={12} y={210} w={144} h={18} label="Copy link" tone="light" size={8} />
    </Float>
  </g>
);

export const photoalbumsScreens: Record<string, ReactNode> = {
  "photoalbums-lightbox": lightbox,
  "photoalbums-upload": upload,
  "photoalbums-organize": organize,
  "photoalbums-share": share,
  "photoalbums-private": privateAlbum,
};
