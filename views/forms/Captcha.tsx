import { useEffect, useRef } from "react";
import { captchaProblem, message } from "../../content/messages.ts";

/**
 * The place of the bot check in a form. The server renders it with a notice for visitors
 * without JavaScript; in the browser, `attach` (from client/captcha) puts the Turnstile
 * widget in it and returns how to take it away. `resetKey` changing resets the widget.
 *
 * When the widget reports a docs/product.md §5 code, the words beside it say what went wrong and what the
 * visitor can do, with a button that tries again: a check that silently never appears would
 * leave a form that cannot be sent and nothing to say why.
 */
export function Captcha({
  attach,
  resetKey = 0,
  code,
  onRetry,
}: {
  attach?: (element: HTMLElement) => () => void;
  resetKey?: number;
  code?: string | null;
  onRetry?: () => void;
}) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!attach || !slot.current) return;
    return attach(slot.current);
  }, [attach, resetKey]);
  const problem = captchaProblem(code);
  return (
    <div className="captcha" data-captcha-code={code ?? undefined}>
      <div ref={slot} className="captcha__widget" />
      {/* Always present, so assistive technology announces a problem when it appears. */}
      <div className="captcha__problem" aria-live="polite">
        {problem ? <p className="captcha__problem-text">{message(problem)}</p> : null}
        {problem && onRetry && problem !== "captcha.PROBLEM_NOT_CONFIGURED" ? (
          <button type="button" className="button button--ghost captcha__retry" onClick={onRetry}>
            Try the check again
          </button>
        ) : null}
      </div>
      <noscript>
        <p className="captcha__notice">{message("captcha.NEEDS_JAVASCRIPT")}</p>
      </noscript>
    </div>
  );
}
