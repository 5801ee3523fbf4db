import type { PortraitLook } from "../../content/pages/about.ts";
import { ACCENT, BRAND, INK, PAPER, TEAL, VIOLET } from "../illustrations/palette.tsx";

/**
 * Our own drawn portraits for the team gallery, in the site's flat style: ink outlines, flat
 * fills, the palette's colors for clothes. Each person's look (skin, hair, extras, background)
 * comes from content/pages/about.ts; everything is drawn in one 160 × 160 frame, head at the
 * middle, clipped to a circle.
 */
const outfits: Record<PortraitLook["outfit"], string> = { brand: BRAND, accent: ACCENT, teal: TEAL, violet: VIOLET, ink: INK, gold: "#e0a526" };

/** Hair drawn behind the head (long styles) and in front of it (fringe, crop, curls). */
const hairBack: Partial<Record<PortraitLook["hair"], string>> = {
  bob: "M50 72C49 47 62 34 80 34S111 47 110 72L113 104C100 110 60 110 47 104Z",
  long: "M48 70C46 44 61 32 80 32S114 44 112 70L117 128C100 134 60 134 43 128Z",
};
const hairFront: Record<PortraitLook["hair"], string> = {
  bob: "M53 72C51 50 64 38 80 38C97 38 109 50 107 72C104 62 98 55 90 51C80 60 66 66 53 72Z",
  long: "M52 74C50 48 64 36 82 36C99 36 110 50 108 74C103 61 94 53 84 45C78 58 66 68 52 74Z",
  crop: "M54 64C53 46 65 37 80 37S107 46 106 64C100 56 92 52 80 52S60 56 54 64Z",
  curls: "M53 66C52 46 65 36 80 36S108 46 107 66C100 56 91 52 80 52S60 56 53 66Z",
  bun: "M54 68C53 48 65 39 80 39S107 48 106 68C100 57 91 51 80 51S60 57 54 68Z",
  swoop: "M53 70C46 46 60 30 82 30C90 24 102 26 106 34C100 34 98 36 104 40C111 48 110 58 106 68C102 58 96 52 88 50C82 56 70 58 60 57C56 60 54 64 53 70Z",
};
/** Curls: overlapping circles along the top of the head, outlined so each reads as a curl. */
const curls: readonly (readonly [number, number])[] = [
  [57, 58],
  [62, 45],
  [74, 37],
  [88, 37],
  [99, 45],
  [104, 58],
];

export function Portrait({ name, look }: { name: string; look: PortraitLook }) {
  const clip = `portrait-${name.toLowerCase().replace(/[^a-z]+/g, "-")}`;
  const back = hairBack[look.hair];
  return (
    <svg className="portrait" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label={`${name}: ${look.alt}`} focusable="false">
      <clipPath id={clip}>
        <circle cx="80" cy="80" r="80" />
      </clipPath>
      <g clipPath={`url(#${clip})`} stroke={INK} strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <rect width="160" height="160" fill={look.background} stroke="none" />
        <circle cx={look.hair === "swoop" ? 34 : 126} cy="34" r="22" fill={PAPER} opacity="0.55" stroke="none" />
        <g transform="matrix(1.12 0 0 1.12 -9.6 -4.8)">
          {back ? <path d={back} fill={look.hairColor} /> : null}
          {look.hair === "bun" ? <circle cx="80" cy="31" r="13" fill={look.hairColor} /> : null}
          <path d="M70 92h20v30H70z" fill={look.skin} />
          <path d="M22 166C24 134 50 116 80 116S136 134 138 166Z" fill={outfits[look.outfit]} />
          {look.neckline === "collar" ? (
            <path d="M66 117l14 14 14-14 4 10-18 8-18-8z" fill={PAPER} />
          ) : (
            <path d={look.neckline === "v" ? "M69 117l11 15 11-15" : "M68 118c6 8 18 8 24 0"} fill={look.skin} />
          )}
          <circle cx="54" cy="75" r="7" fill={look.skin} />
          <circle cx="106" cy="75" r="7" fill={look.skin} />
          <ellipse cx="80" cy="72" rx="26" ry="30" fill={look.skin} />
          {look.earrings ? <path d="M52 84a4 4 0 1 0 .1 0M108 84a4 4 0 1 0 .1 0" fill="none" stroke="#e0a526" /> : null}
          {look.beard ? <path d="M54 74C55 98 66 108 80 108S105 98 106 74C101 90 93 97 80 97S59 90 54 74Z" fill={look.hairColor} /> : null}
          <path d={hairFront[look.hair]} fill={look.hairColor} />
          {look.hair === "curls" ? curls.map(([cx, cy]) => <circle key={cx} cx={cx} cy={cy} r="10" fill={look.hairColor} />) : null}
          <g stroke="none" fill={INK}>
            <circle cx="70" cy="73" r="3.2" />
            <circle cx="90" cy="73" r="3.2" />
          </g>
          <path d="M65 64l8-1M87 63l8 1" fill="none" stroke={INK} />
          {look.freckles ? (
            <g stroke="none" fill="#c8642d" opacity="0.6">
              <circle cx="64" cy="83" r="1.5" />
              <circle cx="69" cy="86" r="1.5" />
              <circle cx="91" cy="86" r="1.5" />
              <circle cx="96" cy="83" r="1.5" />
            </g>
          ) : (
            <g stroke="none" fill={ACCENT} opacity="0.18">
              <circle cx="63" cy="85" r="5" />
              <circle cx="97" cy="85" r="5" />
            </g>
          )}
          {look.mustache ? <path d="M69 86c5-5 9-4 11-2 2-2 6-3 11 2-5 3-8 2-11 1-3 1-6 2-11-1z" fill={look.hairColor} /> : null}
          <path d={look.mustache ? "M74 93c4 3 8 3 12 0" : "M71 87c5 6 13 6 18 0"} fill="none" />
          {look.glasses ? (
            <g fill={PAPER} fillOpacity="0.3">
              {look.glasses === "round" ? (
                <>
                  <circle cx="69" cy="73" r="9" />
                  <circle cx="91" cy="73" r="9" />
                </>
              ) : (
                <>
                  <rect x="59" y="66" width="19" height="14" rx="4" />
                  <rect x="82" y="66" width="19" height="14" rx="4" />
                </>
              )}
              <path d="M78 72h4" />
            </g>
          ) : null}
        </g>
      </g>
    </svg>
  );
}
