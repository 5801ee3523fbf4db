/**
 * Class names that lay a list of `count` cards out with no card alone on the last row: two
 * columns from 600 px (where one card would be left over, the first card spans both); from
 * 1024 px one column per card up to four (so three cards fill the row rather than three
 * quarters of it), beyond that three or four (whichever fills the last row best); where one
 * card would still be left over, the first card spans two columns, and a last row that is
 * still partly filled is centered under the full rows above it.
 * client/styles/base.css has the rules.
 */
export function balancedGrid(count: number): string {
  // A remainder of 0 is a full last row; 1 is a card alone; 2 or more is a fair row.
  const fill = (cols: number) => (count % cols === 0 ? cols : count % cols);
  const wide = count <= 4 ? Math.max(count, 2) : fill(4) >= fill(3) ? 4 : 3;
  const classes = ["balanced-grid", `balanced-grid--cols-${wide}`];
  if (count % 2 === 1 && count > 2) classes.push("balanced-grid--lead-md");
  // A card that would still be alone: the first card spans two columns, leaving two on the last row.
  const lead = count % wide === 1 && count > wide;
  if (lead) classes.push("balanced-grid--lead-lg");
  const tail = (count + (lead ? 1 : 0)) % wide;
  if (tail > 0 && count > wide) classes.push(`balanced-grid--tail-${tail}`);
  return classes.join(" ");
}
