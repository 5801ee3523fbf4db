import { useEffect, useRef } from "react";
import { message } from "../../content/messages.ts";

/**
 * The place of the bot check in a form. The server renders it with a notice for visitors
 * without JavaScript; in the browser, `attach` (from client/captcha) puts the Turnstile
 * widget in it and returns how to take it away. `resetKey` changing resets the widget.
 */
export function Captcha({ attach, resetKey = 0, code }: { attach?: (element: HTMLElement) => () => void; resetKey?: number; code?: string | null }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!attach || !slot.current) return;
    return attach(slot.current);
  }, [attach, resetKey]);
  return (
    <div className="captcha" data-captcha-code={code ?? undefined}>
      <div ref={slot} className="captcha__widget" />
      <noscript>
        <p className="captcha__notice">{message("captcha.NEEDS_JAVASCRIPT")}</p>
      </noscript>
    </div>
  );
}
