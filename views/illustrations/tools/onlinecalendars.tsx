import type { ReactNode } from "react";
import type { ToolsArtName } from "../../../content/art/tools.ts";
import { ACCENT, BRAND, INK, MUTED, PAPER, SOFT, TEAL, VIOLET } from "../palette.tsx";
import { OUT, THIN, bar, ink, bars, words, cross, pin, screen, phone, monthGrid, weekdays } from "./kit.tsx";

/** The drawings of the onlinecalendars page. */
export const onlinecalendarsDrawings = {
  "onlinecalendars-month": screen(
    <>
      {words(84, 118, "June", 18)}
      <circle cx="362" cy="112" r="12" fill={SOFT} />
      <circle cx="388" cy="112" r="12" fill={SOFT} />
      <path d="M365 106l-6 6 6 6M385 106l6 6-6 6" fill="none" {...THIN} />
      {weekdays(82, 140, 44)}
      <rect x="170" y="206" width="44" height="30" fill={SOFT} />
      {monthGrid(82, 146, 44, 30)}
      <circle cx="181" cy="216" r="5" fill={BRAND} />
      {bars(
        [
          [174, 160, 36],
          [218, 250, 80],
        ],
        BRAND,
        10,
      )}
      {bars(
        [
          [130, 190, 124],
          [174, 280, 36],
        ],
        TEAL,
        10,
      )}
      {bars(
        [
          [306, 160, 36],
          [86, 250, 36],
        ],
        VIOLET,
        10,
      )}
      {bar(262, 220, 36, ACCENT, 10)}
      <rect x="306" y="186" width="98" height="96" rx="12" fill={PAPER} {...OUT} />
      <path d="M308 215l-8 10 8 10" fill={PAPER} {...THIN} />
      <rect x="316" y="200" width="6" height="66" rx="3" fill={ACCENT} />
      {ink(330, 202, 64)}
      <circle cx="336" cy="232" r="6" fill="none" stroke={INK} strokeWidth="2" />
      <path d="M336 229v3h3" fill="none" stroke={INK} strokeWidth="2" />
      {words(348, 237, "7 PM", 12, INK, undefined, false)}
      {pin(336, 256, TEAL)}
      {bar(348, 252, 46)}
    </>,
  ),
  "onlinecalendars-event-form": (
    <g>
      <rect x="88" y="56" width="232" height="248" rx="14" fill={PAPER} {...OUT} />
      {words(108, 88, "New event", 15)}
      <rect x="108" y="102" width="192" height="32" rx="8" fill={PAPER} stroke={BRAND} strokeWidth="2" />
      {words(120, 123, "Book club", 13, INK, undefined, false)}
      <rect x="108" y="144" width="92" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <rect x="118" y="153" width="14" height="14" rx="3" fill="none" stroke={BRAND} strokeWidth="2" />
      <path d="M118 158h14" stroke={BRAND} strokeWidth="2" />
      {words(138, 165, "Jun 12", 12, INK, undefined, false)}
      <rect x="208" y="144" width="92" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      <circle cx="225" cy="160" r="7" fill="none" stroke={BRAND} strokeWidth="2" />
      <path d="M225 156v4h3" fill="none" stroke={BRAND} strokeWidth="2" />
      {words(238, 165, "7:00 PM", 12, INK, undefined, false)}
      <rect x="108" y="186" width="192" height="32" rx="8" fill={PAPER} stroke={MUTED} strokeWidth="2" />
      {pin(124, 202)}
      {words(138, 207, "Main Library", 12, INK, undefined, false)}
      {bars([
        [108, 230, 170],
        [108, 244, 120],
      ])}
      <rect x="108" y="262" width="84" height="30" rx="15" fill={BRAND} />
      {words(150, 282, "Save", 13, PAPER, "middle")}
      <path d="M200 277c60 8 100-2 124-22" fill="none" stroke={ACCENT} strokeWidth="3" strokeDasharray="6 6" strokeLinecap="round" />
      <path d="M314 252l12 1-2 12" fill="none" stroke={ACCENT} strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="306" y="120" width="104" height="112" rx="12" fill={PAPER} {...OUT} />
      <path d="M308 160v-26a12 12 0 0 1 12-12h76a12 12 0 0 1 12 12v26z" fill={ACCENT} />
      <path d="M334 110v22M382 110v22" stroke={INK} strokeWidth="5" strokeLinecap="round" />
      {words(358, 200, "12", 34, INK, "middle")}
      {bar(322, 212, 72, BRAND, 10)}
    </g>
  ),
  "onlinecalendars-recurring": (
    <g>
      <rect x="96" y="62" width="264" height="240" rx="14" fill={PAPER} {...OUT} />
      <path d="M98 104v-28a12 12 0 0 1 12-12h236a12 12 0 0 1 12 12v28z" fill={BRAND} />
      <path d="M96 104h264" {...OUT} />
      {words(116, 90, "June", 16, PAPER)}
      {weekdays(116, 124, 32)}
      <rect x="148" y="132" width="32" height="160" fill={SOFT} />
      {monthGrid(116, 132, 32, 32)}
      {[0, 1, 2, 4].map((row) => (
        <rect key={row} x="151" y={141 + row * 32} width="26" height="14" rx="4" fill={TEAL} />
      ))}
      <rect x="151" y="237" width="26" height="14" rx="4" fill={PAPER} stroke={ACCENT} strokeWidth="2" strokeDasharray="4 3" />
      {cross(164, 244, ACCENT, 4, 3)}
      <circle cx="360" cy="96" r="34" fill={ACCENT} {...OUT} />
      <path
        d="M344 94a16 16 0 0 1 27-11m2-6v8h-8M376 98a16 16 0 0 1-27 11m-2 6v-8h8"
        fill="none"
        stroke={PAPER}
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="270" y="264" width="136" height="34" rx="17" fill={INK} />
      {words(338, 286, "Every Tuesday", 13, PAPER, "middle")}
    </g>
  ),
  "onlinecalendars-reminder": (
    <g>
      <rect x="116" y="146" width="248" height="146" rx="12" fill={PAPER} {...OUT} />
      <rect x="146" y="84" width="188" height="150" rx="10" fill={PAPER} {...OUT} />
      <rect x="162" y="100" width="48" height="52" rx="8" fill={ACCENT} />
      <rect x="166" y="116" width="40" height="32" rx="5" fill={PAPER} />
      {words(186, 140, "12", 18, INK, "middle")}
      {ink(222, 106, 96, 10)}
      {bars([
        [222, 124, 72],
        [222, 140, 56],
      ])}
      <rect x="162" y="164" width="84" height="24" rx="12" fill={BRAND} />
      {words(204, 181, "View event", 12, PAPER, "middle")}
      <path d="M116 176l124 70 124-70v104a12 12 0 0 1-12 12H128a12 12 0 0 1-12-12z" fill={SOFT} {...OUT} />
      <path d="M118 288l90-62M362 288l-90-62" stroke={INK} strokeWidth="3" opacity="0.25" />
      <path d="M340 114c4-4 6-8 6-20a16 16 0 0 1 32 0c0 12 2 16 6 20z" fill={ACCENT} {...OUT} />
      <circle cx="362" cy="120" r="6" fill={INK} />
      <path d="M392 74l8-6M396 94h10" stroke={ACCENT} strokeWidth="4" strokeLinecap="round" />
    </g>
  ),
  "onlinecalendars-mobile": (
    <g>
      {phone(
        172,
        136,
        <>
          {words(188, 92, "This week", 13)}
          {(
            [
              [106, BRAND, "12"],
              [150, TEAL, "13"],
              [194, ACCENT, "15"],
              [238, VIOLET, "18"],
            ] as const
          ).map(([y, fill, day]) => (
            <g key={day}>
              <rect x="188" y={y} width="34" height="36" rx="8" fill={fill} />
              {words(205, y + 23, day, 13, PAPER, "middle")}
              {ink(230, y + 8, 60, 8)}
              {bar(230, y + 22, 44)}
            </g>
          ))}
        </>,
      )}
      <rect x="316" y="92" width="104" height="104" rx="12" fill={PAPER} {...OUT} />
      <path d="M318 164c30-12 50 10 100-4M350 94l20 100" stroke={MUTED} strokeWidth="8" fill="none" />
      <g transform="translate(368 132) scale(1.8)">
        {pin(0, 0)}
        <circle cy="-4" r="3" fill={PAPER} />
      </g>
      <path d="M72 196h84a12 12 0 0 1 12 12v22a12 12 0 0 1-12 12h-60l-16 14v-14h-8a12 12 0 0 1-12-12v-22a12 12 0 0 1 12-12z" fill={BRAND} {...OUT} />
      {bar(78, 212, 70, PAPER)}
      {bar(78, 226, 44, PAPER, 8, 0.6)}
    </g>
  ),
} satisfies Partial<Record<ToolsArtName, ReactNode>>;
