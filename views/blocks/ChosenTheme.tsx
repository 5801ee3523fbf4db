import type { MouseEvent } from "react";
import type { CarriedQuery } from "../../content/pageShapes.ts";
import { SiteLink } from "../links.tsx";

/** What sign-up shows of the theme "Use theme" carried: its name and its picture. */
export interface ChosenThemeShape {
  name: string;
  screenshotUrl: string;
}

/**
 * The theme "Use theme" carried to sign-up (docs/product.md §2, Themes): named, shown, and a way back to
 * the gallery to pick another, with the rest of the carried query (from, type, …) kept. The
 * sign-up page and the sign-up dialog show the same block; in the dialog, opened over the
 * gallery, "Change theme" closes it (`onChange`) instead of loading the gallery again.
 */
export function ChosenTheme({ theme, carried, onChange }: { theme: ChosenThemeShape; carried: CarriedQuery; onChange?: () => void }) {
  const { template_id: _chosen, ...rest } = carried;
  const change = onChange
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        onChange();
      }
    : undefined;
  return (
    <div className="chosen-theme">
      <img className="chosen-theme__shot" src={theme.screenshotUrl} width={640} height={480} alt="" decoding="async" />
      <p className="chosen-theme__text">
        You&rsquo;re starting with <strong className="chosen-theme__name">{theme.name}</strong>
        <SiteLink className="chosen-theme__change" to="templates" query={rest} onClick={change}>
          Change theme
        </SiteLink>
      </p>
    </div>
  );
}
