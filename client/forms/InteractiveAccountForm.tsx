import { useCallback, useMemo, type MouseEvent } from "react";
import { LoginForm } from "../../views/forms/LoginForm.tsx";
import { LostPasswordForm } from "../../views/forms/LostPasswordForm.tsx";
import { RegisterForm } from "../../views/forms/RegisterForm.tsx";
import type { FormState } from "../../content/pageShapes.ts";
import type { AccountFormKind, AccountSettings } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import { attachTurnstile } from "../captcha/turnstile.ts";
import { useAccountForm, type AccountFormOutcome } from "./useAccountForm.ts";

const FORMS = { login: LoginForm, register: RegisterForm, lostpassword: LostPasswordForm } as const;

export interface InteractiveAccountFormProps {
  kind: AccountFormKind;
  initial: FormState;
  scope: LinkScope;
  settings: AccountSettings;
  captchaRequired: boolean;
  idPrefix: string;
  outcome: AccountFormOutcome;
  onAccountLink?: (event: MouseEvent<HTMLAnchorElement>, form: AccountFormKind) => void;
}

/** One of the three forms with its browser behaviour: the same component on a page and in a dialog. */
export function InteractiveAccountForm(props: InteractiveAccountFormProps) {
  const state = useAccountForm(props.kind, props.initial, props.scope, props.outcome, props.captchaRequired);
  const { setCaptchaToken, reportCaptchaCode } = state;
  const siteKey = props.settings.captchaSiteKey;
  const attachCaptcha = useCallback(
    (element: HTMLElement) => attachTurnstile(element, siteKey, { onToken: setCaptchaToken, onCode: reportCaptchaCode }),
    [siteKey, setCaptchaToken, reportCaptchaCode],
  );
  const behaviour = useMemo(
    () => ({ sending: state.sending, idPrefix: props.idPrefix, ...state.handlers, onAccountLink: props.onAccountLink }),
    [state.sending, props.idPrefix, state.handlers, props.onAccountLink],
  );
  const Form = FORMS[props.kind];
  return (
    <Form
      form={state.form}
      captcha={state.needsCaptcha}
      attachCaptcha={attachCaptcha}
      captchaResetKey={state.captchaResetKey}
      captchaCode={state.captchaCode}
      behaviour={behaviour}
    />
  );
}
