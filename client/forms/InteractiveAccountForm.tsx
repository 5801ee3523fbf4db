import "./zodWithoutEval.ts";
import { useCallback, useEffect, useMemo, type MouseEvent } from "react";
import { LoginForm } from "../../views/forms/LoginForm.tsx";
import { LostPasswordForm } from "../../views/forms/LostPasswordForm.tsx";
import { RegisterForm } from "../../views/forms/RegisterForm.tsx";
import type { FormState } from "../../content/pageShapes.ts";
import type { AccountFormKind, AccountSettings } from "../../content/pageShapes.ts";
import type { LinkScope } from "../../content/pageShapes.ts";
import { attachTurnstile } from "../captcha/turnstile.ts";
import { useAccountForm, type AccountFormOutcome } from "./useAccountForm.ts";

const FORMS = { login: LoginForm, register: RegisterForm, lostpassword: LostPasswordForm } as const;
/** A field every form of its kind has, to find the form element by its id. */
const FIRST_FIELD = { login: "userid", register: "full_name", lostpassword: "email" } as const;

export interface InteractiveAccountFormProps {
  kind: AccountFormKind;
  initial: FormState;
  scope: LinkScope;
  settings: AccountSettings;
  captchaRequired: boolean;
  idPrefix: string;
  /** On the checkout page, where the other form is (views/forms/LoginForm.tsx AccountFormProps). */
  pairedForm?: string;
  outcome: AccountFormOutcome;
  onAccountLink?: (event: MouseEvent<HTMLAnchorElement>, form: AccountFormKind) => void;
}

/** One of the three forms with its browser behaviour: the same component on a page and in a dialog. */
export function InteractiveAccountForm(props: InteractiveAccountFormProps) {
  const state = useAccountForm(props);
  const { receiveCaptchaToken, reportCaptchaCode } = state;
  const siteKey = props.settings.captchaSiteKey;
  const attachCaptcha = useCallback(
    (element: HTMLElement) => attachTurnstile(element, siteKey, { onToken: receiveCaptchaToken, onCode: reportCaptchaCode }),
    [siteKey, receiveCaptchaToken, reportCaptchaCode],
  );
  const behaviour = useMemo(
    () => ({ sending: state.sending, idPrefix: props.idPrefix, ...state.handlers, onAccountLink: props.onAccountLink }),
    [state.sending, props.idPrefix, state.handlers, props.onAccountLink],
  );
  const { judgeTypedEarlier } = state;
  const { idPrefix, kind } = props;
  useEffect(() => {
    const form = document.getElementById(`${idPrefix}-${FIRST_FIELD[kind]}`)?.closest("form");
    if (form) judgeTypedEarlier(form);
    // Once, when the form has hydrated: later typing goes through the input handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const Form = FORMS[props.kind];
  return (
    <Form
      form={state.form}
      captcha={state.needsCaptcha}
      attachCaptcha={attachCaptcha}
      captchaResetKey={state.captchaResetKey}
      captchaCode={state.captchaCode}
      onCaptchaRetry={state.retryCaptcha}
      behaviour={behaviour}
      pairedForm={props.pairedForm}
    />
  );
}
