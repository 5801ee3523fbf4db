/**
 * The types and the one helper that turn the settings table's rows into `Config`
 * (server/platform/config/config.ts): each row names where its value goes, a property or a dotted path.
 */

/** The object that holds `V` at the dotted path `P`: At<"limits.accountPosts", V> is { limits: { accountPosts: V } }. */
export type At<P extends string, V> = P extends `${infer Head}.${infer Rest}` ? { [K in Head]: At<Rest, V> } : { [K in P]: V };

/** One object type of a union of them (their intersection): the rows' places, merged. */
export type Merged<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** An intersection of nested objects written out as one object, as an editor shows `Config`. */
export type Expand<T> = T extends readonly unknown[] ? T : T extends object ? { [K in keyof T]: Expand<T[K]> } : T;

/** Puts `value` at the dotted `path` of `target`, making the objects on the way. */
export function placeAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let at = target;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts.at(-1)!] = value;
}
