import { useCallback, useState } from "react";

/**
 * The bot check beside an account form: whether the form shows it, the token its widget gave
 * (null until solved, and again after each attempt), the key that makes the widget start over,
 * and the widget's last code.
 */
export function useCaptchaState(captchaRequired: boolean) {
  const [needsCaptcha, setNeedsCaptcha] = useState(captchaRequired);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResetKey, setCaptchaResetKey] = useState(0);

  // The widget's codes are logged by the captcha module; the form remembers the last one so
  // the page can expose it (data-captcha-code) to tests and support staff.
  const [captchaCode, setCaptchaCode] = useState<string | null>(null);
  const reportCaptchaCode = useCallback((code: string) => setCaptchaCode(code), []);
  const receiveCaptchaToken = useCallback((token: string | null) => {
    setCaptchaToken(token);
    // A token means the check works after all (the widget recovered, or a retry loaded it).
    if (token) setCaptchaCode(null);
  }, []);
  const retryCaptcha = useCallback(() => {
    setCaptchaCode(null);
    setCaptchaToken(null);
    setCaptchaResetKey((k) => k + 1);
  }, []);

  /** docs/product.md §4: the captcha resets after every attempt. */
  const resetCaptcha = useCallback(() => {
    setCaptchaToken(null);
    setCaptchaResetKey((k) => k + 1);
  }, []);
  const requireCaptcha = useCallback(() => setNeedsCaptcha(true), []);

  return { needsCaptcha, captchaToken, captchaResetKey, captchaCode, reportCaptchaCode, receiveCaptchaToken, retryCaptcha, resetCaptcha, requireCaptcha };
}
