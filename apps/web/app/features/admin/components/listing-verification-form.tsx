import { VERIFICATION_METHODS } from "@campuslar/domain/property/verification";
import { Form, useNavigation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import { BadgeCheckIcon } from "../../../ui/icons/icons.tsx";
import type { AdminActionData, AdminListing } from "../admin-types.ts";
import { SavedNote } from "./admin-shell.tsx";
import "../verification-messages.ts";

/**
 * A published listing's verification as staff see it, its dates already written in the page's
 * language: when it was made and the day it is (or was) due again (issue 34.12).
 */
export type StaffVerificationShown = NonNullable<AdminListing["verification"]> & { verifiedOn: string; dueDay: string };

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
      {verification?.current ? (
        <p className="text-sm text-ink-600">{t("admin.verify.validUntil", { date: verification.dueDay })}</p>
      ) : null}
      {verification && !verification.current ? (
        <p className="text-sm text-ink-700" data-verification-due>
          <strong className="mr-2 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">
            {t("admin.verify.due", { date: verification.dueDay })}
          </strong>
          {t("admin.verify.dueHint")}
        </p>
      ) : null}
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
          <ChoiceGroupField
            name="method"
            idBase={headingId}
            label={
              <>
                {t("admin.verify.method")}
                {forListing}
              </>
            }
            options={VERIFICATION_METHODS.map((method) => ({
              value: method,
              label: t(`admin.verify.method.${method}`),
            }))}
            defaultValue={chosen}
            inline
            error={error}
          />
          <Button type="submit" busy={busy("verify")} variant="accent" size="sm">
            {t(verification ? "admin.verify.again" : "admin.verify.mark")}
          </Button>
        </Form>
        {verification ? (
          <Form method="post" preventScrollReset aria-label={`${t("admin.verify.withdraw")} · ${code}`}>
            <input type="hidden" name="code" value={code} />
            <Button type="submit" name="intent" value="unverify" busy={busy("unverify")} variant="secondary" size="sm">
              {t("admin.verify.withdraw")}
            </Button>
          </Form>
        ) : null}
      </div>
      {result?.ok && intent === "verify" ? <SavedNote>{t("admin.verify.marked")}</SavedNote> : null}
      {result?.ok && intent === "unverify" ? <SavedNote>{t("admin.verify.withdrawn")}</SavedNote> : null}
    </div>
  );
}
