import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from "react";
import { message } from "../../content/messages.ts";
import type { FormState } from "../../content/pageShapes.ts";
import { usernameSchema } from "./formSchemas.ts";
import { checkUsername } from "./accountApi.ts";

const USERNAME_DEBOUNCE_MS = 400;

/** The form once the server said whether the username is taken: it is not pending any more, and its error says so (or no longer does). */
const afterUsernameCheck =
  (taken: boolean) =>
  (f: FormState): FormState => ({
    ...f,
    fieldStatus: { ...f.fieldStatus, username: undefined },
    fieldErrors: {
      ...f.fieldErrors,
      username: taken
        ? message("register.ERROR_USERNAME_TAKEN")
        : f.fieldErrors.username === message("register.ERROR_USERNAME_TAKEN")
          ? undefined
          : f.fieldErrors.username,
    },
  });

/**
 * The sign-up form's username, checked with the server as it is typed: once the typing pauses,
 * a name the rules accept is marked pending and asked about; a newer name cancels the question
 * before. A taken name counts as touched, so its error shows.
 */
export function useUsernameCheck(setForm: Dispatch<SetStateAction<FormState>>, touched: RefObject<Set<string>>) {
  const usernameCheck = useRef<{ timer?: number; controller?: AbortController }>({});

  const scheduleUsernameCheck = useCallback(
    (value: string) => {
      const pending = usernameCheck.current;
      window.clearTimeout(pending.timer);
      pending.controller?.abort();
      if (!usernameSchema.safeParse(value).success) {
        setForm((f) => ({ ...f, fieldStatus: { ...f.fieldStatus, username: undefined } }));
        return;
      }
      setForm((f) => ({ ...f, fieldStatus: { ...f.fieldStatus, username: "pending" } }));
      const checkNow = async () => {
        const controller = new AbortController();
        pending.controller = controller;
        const answer = await checkUsername(value.trim(), controller.signal);
        if (controller.signal.aborted) return;
        const taken = answer.reason === "USERNAME_TAKEN";
        setForm(afterUsernameCheck(taken));
        if (taken) touched.current.add("username");
      };
      pending.timer = window.setTimeout(() => void checkNow(), USERNAME_DEBOUNCE_MS);
    },
    [setForm, touched],
  );

  useEffect(() => () => window.clearTimeout(usernameCheck.current.timer), []);

  return scheduleUsernameCheck;
}
