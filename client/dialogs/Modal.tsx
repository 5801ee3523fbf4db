import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page behind it
 * inert (focus stays inside) and puts it in the top layer above any earlier dialog.
 * Escape and a click outside the panel ask to close; focus goes back to the opener (or to
 * the control given as returnFocus).
 */
export function Modal({
  labelledBy,
  onDismiss,
  fullscreen = false,
  closeButton = true,
  className,
  returnFocus,
  children,
}: {
  labelledBy: string;
  onDismiss: () => void;
  fullscreen?: boolean;
  /** False when the dialog has a way back of its own (the theme preview's Back): two controls doing one thing confuse. */
  closeButton?: boolean;
  /** A class for the dialog element, for a dialog that lays its panel out its own way. */
  className?: string;
  /** Where focus goes on closing, when not the control focused on opening (a tap focuses nothing). */
  returnFocus?: HTMLElement | null;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  // As given on opening: the dialog opens and closes once.
  const focusBack = useRef(returnFocus);

  useLayoutEffect(() => {
    const element = dialog.current;
    const opener = focusBack.current ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
    element?.showModal();
    return () => {
      element?.close();
      restoreFocus(opener);
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Tab" && dialog.current) wrapTab(event, dialog.current);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The panel fills the dialog's content box; a click on the dialog itself is on the backdrop.
    if (event.target === dialog.current) onDismiss();
  };

  return (
    // A native modal <dialog> is interactive: a click on it is a click on its backdrop, and its
    // keys are the focus trap's. The rule does not know the element.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={["modal", fullscreen ? "modal--fullscreen" : "", className ?? ""].filter(Boolean).join(" ")}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className="modal__panel">
        {children}
        {/* Last in the tab order, so showModal() focuses the dialog's first field; CSS puts it top right. */}
        {closeButton && <CloseButton onClick={onDismiss} />}
      </div>
    </dialog>
  );
}

/**
 * showModal() makes the page inert, but Tab past the last control would leave for the
 * browser's own UI; wrap it around so focus stays in the dialog.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>, dialog: HTMLDialogElement): void {
  const focusable = Array.from(
    dialog.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select, textarea, [tabindex]:not([tabindex='-1'])",
    ),
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The dialog's own way out: an ×, named Close for screen readers. */
function CloseButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="modal__close" aria-label="Close" onClick={onClick}>
      <svg
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </button>
  );
}

/**
 * Focus back where the dialog was opened from; when that control is no longer visible (on a
 * phone it sat in the menu, which closed when it was tapped), to the control that shows the
 * menu again, or failing that to the page's main content, so focus never drops to nowhere.
 */
function restoreFocus(opener: HTMLElement | null): void {
  // A tap on a touch screen does not focus the link it opens from: the opener is then <body>.
  const visible = (el: HTMLElement | null): el is HTMLElement => Boolean(el && el !== document.body && el.isConnected && el.getClientRects().length > 0);
  const target = [opener, document.querySelector<HTMLElement>(".nav-toggle"), document.querySelector<HTMLElement>("main")].find(visible);
  target?.focus();
}
