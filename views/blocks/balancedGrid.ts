/**
 * Class names that lay a list of `count` cards out with no card alone on the last row: two
 * columns from 600 px (where one card would be left over, the first card spans both); from
 * 1024 px one column per card up to four (so three cards fill the row rather than three
 * quarters of it), beyond that three or four (whichever fills the last row best).
 *
 * In four columns the grid is a bento: every row full, the cards a row lacks made up by cards
 * twice as wide (the first, for one missing; the first and the sixth, on opposite sides, for
 * two), or, for three, by a first card two columns wide and two rows tall where the list can
 * give it a tile of its own (`square`, views/blocks/FeatureGrid.tsx); without one the first
 * card spans two columns and the last row of two is centered. In three columns a partly
 * filled last row is centered under the full rows above it.
 * client/styles/base.css has the rules.
 */
export function balancedGrid(count: number, { square = false }: { square?: boolean } = {}): string {
  const wide = widestColumns(count);
  const classes = ["balanced-grid", `balanced-grid--cols-${wide}`];
  if (count % 2 === 1 && count > 2) classes.push("balanced-grid--lead-md");
  if (count > wide) classes.push(...lastRowClasses(count, wide, square));
  return classes.join(" ");
}

/** The columns from 1024 px: one per card up to four, beyond that three or four, whichever fills the last row best. */
function widestColumns(count: number): number {
  if (count <= 4) return Math.max(count, 2);
  // A remainder of 0 is a full last row; 1 is a card alone; 2 or more is a fair row.
  const fill = (cols: number) => (count % cols === 0 ? cols : count % cols);
  return fill(4) >= fill(3) ? 4 : 3;
}

/** What mends a last row that `wide` columns leave short: a bento in four columns where it can, else a lead card and a centered tail. */
function lastRowClasses(count: number, wide: number, square: boolean): string[] {
  const missing = (wide - (count % wide)) % wide;
  if (missing === 0) return [];
  const bento = wide === 4 ? bentoClass(missing, square) : undefined;
  if (bento) return [bento];
  // A card that would still be alone: the first card spans two columns, leaving two on the last row.
  const lead = count % wide === 1;
  const tail = `balanced-grid--tail-${(count + (lead ? 1 : 0)) % wide}`;
  return lead ? ["balanced-grid--lead-lg", tail] : [tail];
}

/** The bento's wide cards for `missing` cards short of four; for three, the square tile only where the list gives it one. */
function bentoClass(missing: number, square: boolean): string | undefined {
  if (missing === 1) return "balanced-grid--wide-1";
  if (missing === 2) return "balanced-grid--wide-2";
  return square ? "balanced-grid--square" : undefined;
}
