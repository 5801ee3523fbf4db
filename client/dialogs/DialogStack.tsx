import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent } from "react";
import { dashboardAddress } from "../../content/memberArea.ts";
import { viewportForScreen, type PreviewViewport } from "../../content/themes.ts";
import { ChosenTheme } from "../../views/blocks/ChosenTheme.tsx";
import { SecurityNotice } from "../../views/blocks/SecurityNotice.tsx";
import { ThemePreview } from "../../views/blocks/ThemePreview.tsx";
import { freshForm } from "../../views/forms/formState.ts";
import type { AccountFormKind } from "../../content/pageShapes.ts";
import { LinkScopeContext } from "../../views/linkScope.ts";
import { InteractiveAccountForm } from "../forms/InteractiveAccountForm.tsx";
import type { AccountAnswer } from "../forms/accountApi.ts";
import { followRedirect } from "../forms/followRedirect.ts";
import { dialogStore, type DialogEntry } from "./dialogStore.ts";
import { Modal } from "./Modal.tsx";

const TITLES: Record<AccountFormKind, string> = { login: "Log in to your account", register: "Create your free account", lostpassword: "Reset your password" };

function AccountDialog({ entry }: { entry: Extract<DialogEntry, { kind: "account" }> }) {
  const headingId = `dialog-${entry.id}-heading`;
  const body = useRef<HTMLDivElement>(null);
  // A swap (Login → Register, → Lost password) replaces the form and the link that had focus
  // with it: focus goes to the new form's first field, so typing goes on where it should.
  useEffect(() => {
    body.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, [entry.form]);
  const onSuccess = (answer: AccountAnswer) => {
    // docs/product.md §4: a dialog login on the home and service pages goes to the dashboard built from pub.
    const target = entry.form === "login" && entry.dashboardOnLogin && answer.pub ? dashboardAddress(entry.settings.membersUrl, answer.pub) : answer.redirect;
    followRedirect(target, entry.settings);
  };
  const onAccountLink = (event: MouseEvent<HTMLAnchorElement>, form: AccountFormKind) => {
    // The three forms swap in place, keeping from, template_id and type (the carried scope).
    event.preventDefault();
    dialogStore.replace(entry.id, { form });
  };
  return (
    <Modal labelledBy={headingId} onDismiss={() => dialogStore.close(entry.id)} fullscreen={window.matchMedia("(max-width: 767.98px)").matches}>
      <h2 id={headingId} className="modal__title">
        {TITLES[entry.form]}
      </h2>
      <div ref={body}>
        <LinkScopeContext.Provider value={entry.scope}>
          {/* "Use theme" in the gallery opens this with its theme, as the sign-up page shows it. */}
          {entry.form === "register" && entry.theme ? (
            <ChosenTheme theme={entry.theme} carried={entry.scope.carried} onChange={() => dialogStore.close(entry.id)} />
          ) : null}
          <InteractiveAccountForm
            key={entry.form}
            kind={entry.form}
            initial={freshForm("")}
            scope={entry.scope}
            settings={entry.settings}
            captchaRequired={Boolean(entry.settings.captchaSiteKey) && entry.form === "register"}
            idPrefix={`dialog-${entry.id}`}
            outcome={{ onSuccess, onSecurityUpgrade: (emailAddress) => dialogStore.push({ kind: "security", emailAddress }) }}
            onAccountLink={onAccountLink}
          />
        </LinkScopeContext.Provider>
      </div>
    </Modal>
  );
}

/** docs/product.md §4: SECURITY_UPGRADE opens this on top of the login dialog; the page's notice, in a dialog. */
function SecurityDialog({ entry }: { entry: Extract<DialogEntry, { kind: "security" }> }) {
  const headingId = `dialog-${entry.id}-heading`;
  return (
    <Modal labelledBy={headingId} onDismiss={() => dialogStore.close(entry.id)}>
      <SecurityNotice surface="dialog" headingLevel={2} headingId={headingId} emailAddress={entry.emailAddress} />
    </Modal>
  );
}

function ConfirmDialog({ entry }: { entry: Extract<DialogEntry, { kind: "confirm" | "prompt" }> }) {
  const headingId = `dialog-${entry.id}-heading`;
  const { options } = entry;
  const [value, setValue] = useState("");
  const finish = (confirmed: boolean) => {
    dialogStore.close(entry.id);
    if (entry.kind === "prompt") entry.resolve(confirmed ? value : null);
    else entry.resolve(confirmed);
  };
  const input = entry.kind === "prompt" ? entry.options.input : null;
  return (
    <Modal labelledBy={headingId} onDismiss={() => finish(false)}>
      <form
        className="modal__form"
        onSubmit={(event) => {
          event.preventDefault();
          finish(true);
        }}
      >
        <h2 id={headingId} className="modal__title">
          {options.title}
        </h2>
        {/* Content comes from our own code (docs/product.md §4: HTML content), never from visitors. */}
        <div className="modal__content" dangerouslySetInnerHTML={{ __html: options.html }} />
        {input ? <PromptInput input={input} labelledBy={headingId} value={value} onChange={setValue} /> : null}
        <p className="modal__actions">
          <button type="submit" className="button">
            {options.confirmText ?? "Ok"}
          </button>
          <button type="button" className="button button--ghost" onClick={() => finish(false)}>
            {options.cancelText ?? "Cancel"}
          </button>
        </p>
      </form>
    </Modal>
  );
}

/** docs/product.md §4: the prompt's input takes focus after about 50 ms; Enter confirms (the form submits). */
function PromptInput({
  input,
  labelledBy,
  value,
  onChange,
}: {
  input: { name: string; id: string; maxLength?: number; placeholder?: string };
  labelledBy: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <input
      ref={(element) => {
        if (!element) return;
        const timer = window.setTimeout(() => element.focus(), 50);
        return () => window.clearTimeout(timer);
      }}
      className="field__input"
      name={input.name}
      id={input.id}
      maxLength={input.maxLength}
      placeholder={input.placeholder}
      aria-labelledby={labelledBy}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/**
 * docs/product.md §2 theme preview in a dialog: the page's preview (views/blocks/ThemePreview.tsx) with
 * buttons: Back closes (the only way out besides Escape, so no × beside it), the viewports set
 * the iframe's width, starting with the one asked for or else the one that fits the screen,
 * CREATE SITE closes and goes to sign-up with the theme. Opened from the gallery, closing is
 * the gallery's to do (it goes back in history: client/islands/previewHistory.ts).
 */
function ThemePreviewDialog({ entry }: { entry: Extract<DialogEntry, { kind: "theme" }> }) {
  const headingId = `dialog-${entry.id}-heading`;
  const [viewport, setViewport] = useState<PreviewViewport>(() => entry.viewport ?? viewportForScreen(window.innerWidth));
  const close = () => dialogStore.close(entry.id);
  const dismiss = entry.onDismiss ?? close;
  return (
    <Modal labelledBy={headingId} onDismiss={dismiss} fullscreen closeButton={false} className="modal--preview" returnFocus={entry.returnFocus}>
      <LinkScopeContext.Provider value={entry.scope}>
        <ThemePreview
          theme={entry.theme}
          viewport={viewport}
          headingLevel={2}
          headingId={headingId}
          onBack={dismiss}
          onViewportChange={(next) => {
            setViewport(next);
            entry.onViewportChange?.(next);
          }}
          onCreateSite={(signupHref) => {
            close();
            window.location.assign(signupHref);
          }}
        />
      </LinkScopeContext.Provider>
    </Modal>
  );
}

/** Renders every open dialog, oldest first, so the newest is on top. */
export function DialogStack() {
  const entries = useSyncExternalStore((listener: () => void) => dialogStore.subscribe(listener), dialogStore.snapshot);
  return (
    <>
      {entries.map((entry) => {
        switch (entry.kind) {
          case "account":
            return <AccountDialog key={entry.id} entry={entry} />;
          case "security":
            return <SecurityDialog key={entry.id} entry={entry} />;
          case "theme":
            return <ThemePreviewDialog key={entry.id} entry={entry} />;
          default:
            return <ConfirmDialog key={entry.id} entry={entry} />;
        }
      })}
    </>
  );
}
