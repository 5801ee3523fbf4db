/**
 * Class names that lay a list of `count` cards out with no card alone on the last row: two
 * columns from 600 px; from 1024 px one column per card up to four (so three cards fill the row
 * rather than three quarters of it), beyond that three or four (whichever fills the last row
 * best), and where one card would still be left over, the first card spans two columns.
 * client/styles/base.css has the rules.
 */
export function balancedGrid(count: number): string {
  // A remainder of 0 is a full last row; 1 is a card alone; 2 or more is a fair row.
  const fill = (cols: number) => (count % cols === 0 ? cols : count % cols);
  const wide = count <= 4 ? Math.max(count, 2) : fill(4) >= fill(3) ? 4 : 3;
  const classes = ["balanced-grid", `balanced-grid--cols-${wide}`];
  if (count % 2 === 1 && count > 2) classes.push("balanced-grid--lead-md");
  if (count % wide === 1 && count > wide) classes.push("balanced-grid--lead-lg");
  return classes.join(" ");
}
