import { VERIFICATION_METHODS } from "@campuslar/domain/property/verification";
import { Form, useNavigation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { BadgeCheckIcon } from "../../../ui/icons/icons.tsx";
import type { AdminActionData, AdminListing } from "../admin-types.ts";
import { adminButton, adminSecondaryButton, SavedNote } from "./admin-shell.tsx";
import "../verification-messages.ts";

/** A published listing's verification as staff see it, its date already written in the page's language. */
export type StaffVerificationShown = NonNullable<AdminListing["verification"]> & { verifiedOn: string };

/**
 * Mark a published listing verified (how the team saw it) or withdraw it, with who and when once
 * it is: two plain forms posted to the page's action, so they work without JavaScript.
 */
export function ListingVerificationForm({
  code,
  verification,
  result,
}: {
  code: string;
  verification: StaffVerificationShown | null;
  result: AdminActionData | undefined;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("code") === code &&
    navigation.formData?.get("intent") === intent;
  const intent = result?.target.split(":")[2];
  const failed = result && !result.ok && intent === "verify" ? result : null;
  const headingId = `verification-${code}`;
  const errorId = `${headingId}-error`;
  const error = failed?.errors.fields.method;
  const chosen = failed?.values.method ?? verification?.method ?? "visit";
  // Every published card has these forms: each is named after its listing's code, so a screen
  // reader's list of forms and groups tells them apart.
  const forListing = <span className="sr-only"> · {code}</span>;
  return (
    <div className="space-y-3 border-t border-sand-200 pt-4 lg:col-span-3" data-verification={code}>
      <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-ink-900">
        <BadgeCheckIcon className="size-4 text-pine-700" />
        {t("admin.verify.heading")}
        {forListing}
      </h3>
      <p className="text-sm text-ink-700" data-verified={verification ? verification.method : undefined}>
        {verification
          ? verification.verifiedBy
            ? t(`admin.verify.by.${verification.method}`, {
                name: verification.verifiedBy,
                date: verification.verifiedOn,
              })
            : t(`admin.verify.on.${verification.method}`, { date: verification.verifiedOn })
          : t("admin.verify.none")}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Form
          method="post"
          preventScrollReset
          noValidate
          aria-labelledby={headingId}
          className="flex flex-wrap items-end gap-3"
        >
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="intent" value="verify" />
          <fieldset aria-describedby={error ? errorId : undefined}>
            <legend className="block text-sm font-semibold text-ink-900">
              {t("admin.verify.method")}
              {forListing}
            </legend>
            <div className="mt-1.5 flex flex-wrap gap-2">
              {VERIFICATION_METHODS.map((method) => (
                <label key={method} className={RADIO_CLASS}>
                  <input
                    type="radio"
                    name="method"
                    value={method}
                    defaultChecked={chosen === method}
                    aria-invalid={error ? true : undefined}
                    className="size-4 accent-pine-700"
                  />
                  {t(`admin.verify.method.${method}`)}
                </label>
              ))}
            </div>
            {error ? (
              <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-800">
                {error}
              </p>
            ) : null}
          </fieldset>
          <button type="submit" disabled={busy("verify")} className={adminButton}>
            {t(verification ? "admin.verify.again" : "admin.verify.mark")}
          </button>
        </Form>
        {verification ? (
          <Form method="post" preventScrollReset aria-label={`${t("admin.verify.withdraw")} · ${code}`}>
            <input type="hidden" name="code" value={code} />
            <button
              type="submit"
              name="intent"
              value="unverify"
              disabled={busy("unverify")}
              className={adminSecondaryButton}
            >
              {t("admin.verify.withdraw")}
            </button>
          </Form>
        ) : null}
      </div>
      {result?.ok && intent === "verify" ? <SavedNote>{t("admin.verify.marked")}</SavedNote> : null}
      {result?.ok && intent === "unverify" ? <SavedNote>{t("admin.verify.withdrawn")}</SavedNote> : null}
    </div>
  );
}

/** A choice as a whole row to tap, at least 44 px high (as ui/form/radio-group-field.tsx draws one). */
const RADIO_CLASS =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 has-checked:border-pine-600 has-checked:bg-pine-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-pine-600";
