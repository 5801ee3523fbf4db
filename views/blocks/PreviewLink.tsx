import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { ThemeCard } from "../../content/themes.ts";
import { SiteLink } from "../links.tsx";

/**
 * A link to the theme's preview page (without JavaScript) that the gallery island opens in
 * the preview dialog instead: the picture, the name and Preview theme are all one.
 */
export function PreviewLink({ theme, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { theme: ThemeCard; children: ReactNode }) {
  return (
    <SiteLink
      to="template-preview"
      params={{ id: theme.id }}
      data-preview-id={theme.id}
      data-preview-name={theme.name}
      data-preview-url={theme.previewUrl}
      {...rest}
    >
      {children}
    </SiteLink>
  );
}
