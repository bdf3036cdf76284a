import { ACCOUNT_FIELD_MESSAGES } from "@campuslar/domain/user/account-field-messages";
import { passwordProblems } from "@campuslar/domain/user/password-policy";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/t.ts";
import { TextField } from "../../ui/form/text-field.tsx";
import "./messages.ts";

/** Spec §5's rule, one line per requirement, in the order a person would meet them. */
const RULES = passwordProblems("");

/** How long typing must pause before the summary is read out, so a screen reader is not chatty. */
const ANNOUNCE_AFTER_MS = 800;

type Props = {
  name: string;
  label: string;
  /** The server's message for this field, already in the visitor's language. */
  error?: string;
};

/**
 * A new password's field with the rule under its label (6 characters, 1 uppercase letter, 1
 * number). Each requirement ticks as the person types; a screen reader hears one short summary
 * when typing pauses and the count changed. Without JavaScript the list is the rule as text and
 * the server checks the same rule.
 */
export function NewPasswordField({ name, label, error }: Props) {
  const { locale, t } = useT();
  const [value, setValue] = useState("");
  const [announced, setAnnounced] = useState("");
  const problems = passwordProblems(value);
  const met = RULES.length - problems.length;

  const summary =
    value === ""
      ? ""
      : met === RULES.length
        ? t("account.hints.allMet")
        : t("account.hints.summary", { met, total: RULES.length });

  // Each keystroke restarts the wait; the text only changes (and is read) when the count did.
  useEffect(() => {
    if (value === "") return;
    const timer = setTimeout(() => setAnnounced(summary), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [summary, value]);

  const hints = (
    <>
      <span className="block">{t("account.hints.title")}</span>
      <ul className="mt-1 space-y-0.5" data-password-hints="">
        {RULES.map((rule) => {
          const ok = value !== "" && !problems.includes(rule);
          return (
            <li
              key={rule}
              data-met={ok ? "true" : "false"}
              className={`flex items-center gap-2 ${ok ? "font-medium text-pine-700" : "text-ink-600"}`}
            >
              <RuleMark met={ok} />
              <span>
                {ACCOUNT_FIELD_MESSAGES[rule][locale]}
                {ok ? <span className="sr-only"> ({t("account.hints.met")})</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );

  return (
    <div>
      <TextField
        name={name}
        type="password"
        autoComplete="new-password"
        label={label}
        hint={hints}
        error={error}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <p aria-live="polite" className="sr-only">
        {announced}
      </p>
    </div>
  );
}

function RuleMark({ met }: { met: boolean }) {
  return (
    <svg
      viewBox="0 0 16 16"
      className="size-4 shrink-0"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
    >
      {met ? (
        <>
          <circle cx="8" cy="8" r="7" fill="currentColor" stroke="none" />
          <path d="m4.75 8.25 2.25 2.25 4.25-4.5" stroke="white" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : (
        <circle cx="8" cy="8" r="6.25" />
      )}
    </svg>
  );
}
