/**
 * A base URL's path without its trailing slashes ("/api/" → "/api", "/" → ""), so a path can be
 * appended after a "/" of its own. A loop rather than `/\/+$/`, which retries the run of slashes
 * from each of its slashes when something follows it: quadratic in the run (docs/security.md,
 * "Linear input").
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 47) end--;
  return end === path.length ? path : path.slice(0, end);
}
