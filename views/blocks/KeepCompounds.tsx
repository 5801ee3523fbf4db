/** A hyphenated compound ("drag-and-drop", "full-screen"), with what sticks to it. */
const COMPOUND = /(\S*\p{L}-\p{L}\S*)/u;

/**
 * Heading text whose hyphenated compounds never break at the hyphen: browsers break a line after
 * any hyphen, so "blank-" ended one line and "page" began the next. Each compound is kept on one
 * line (`.keep-together`, white-space: nowrap); the text itself is unchanged for copying and search.
 */
export function KeepCompounds({ text }: { text: string }) {
  const parts = text.split(COMPOUND);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="keep-together">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
