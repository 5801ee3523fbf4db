/** A word holding a hyphen between two letters ("drag-and-drop", "full-screen"). */
const COMPOUND = /\p{L}-\p{L}/u;

/**
 * Heading text whose hyphenated compounds never break at the hyphen: browsers break a line after
 * any hyphen, so "blank-" ended one line and "page" began the next. Each compound is kept on one
 * line (`.keep-together`, white-space: nowrap); the text itself is unchanged for copying and search.
 */
export function KeepCompounds({ text }: { text: string }) {
  if (!COMPOUND.test(text)) return <>{text}</>;
  // Split at the spaces, keeping them, so the words and the spaces alternate.
  const parts = text.split(/( )/);
  return (
    <>
      {parts.map((part, i) =>
        COMPOUND.test(part) ? (
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
