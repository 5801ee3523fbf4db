import { CheckIcon } from "../layout/icons.tsx";

/** A list whose every point carries a tick (hidden from screen readers): promises, a panel's points. */
export function TickList({ className, items }: { className: string; items: readonly string[] }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon />
          {item}
        </li>
      ))}
    </ul>
  );
}
