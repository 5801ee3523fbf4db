import { hydrateRoot } from "react-dom/client";
import type { IslandPropsByName } from "../../views/islands/islandTypes.ts";
import { LinkScopeContext } from "../../views/linkScope.ts";
import { InteractiveAccountForm } from "../forms/InteractiveAccountForm.tsx";
import { followRedirect } from "../forms/followRedirect.ts";

/** The login, sign-up or lost-password form of its page, hydrated in place (same markup, no shift). */
export function mount(root: HTMLElement, props: IslandPropsByName["account-form"]): void {
  const container = root.querySelector<HTMLElement>("[data-island-root]");
  if (!container) return;
  hydrateRoot(
    container,
    <LinkScopeContext.Provider value={props.scope}>
      <InteractiveAccountForm
        kind={props.kind}
        initial={props.form}
        scope={props.scope}
        settings={props.settings}
        captchaRequired={props.captchaRequired}
        idPrefix={props.idPrefix ?? "field"}
        pairedForm={props.pairedForm}
        outcome={{
          onSuccess: (answer) => followRedirect(answer.redirect, props.settings),
          onSecurityUpgrade: (emailAddress) => void import("../dialogs/dialogs.tsx").then((d) => d.openSecurityNotice(emailAddress)),
        }}
      />
    </LinkScopeContext.Provider>,
    { identifierPrefix: "account-form-" },
  );
}
