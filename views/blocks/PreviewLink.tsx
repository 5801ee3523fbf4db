import type { AnchorHTMLAttributes, ReactNode } from "react";
import type { ThemeCard } from "../../content/themes.ts";
import { SiteLink } from "../links.tsx";

/**
 * A link to the theme's preview page (without JavaScript) that the gallery island opens in
 * the preview dialog instead: the picture, the name and Preview theme are all one. The
 * dialog's name and address are on the link, or, with `described={false}`, on an element
 * around it (a gallery card says them once for its three links).
 */
export function PreviewLink({
  theme,
  children,
  described = true,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { theme: ThemeCard; children: ReactNode; described?: boolean }) {
  return (
    <SiteLink
      to="template-preview"
      params={{ id: theme.id }}
      data-preview-id={theme.id}
      data-preview-name={described ? theme.name : undefined}
      data-preview-url={described ? theme.previewUrl : undefined}
      {...rest}
    >
      {children}
    </SiteLink>
  );
}
