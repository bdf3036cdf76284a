import { href } from "@campuslar/domain/routes/route-table";
import { DELETE_CONFIRM_VALUE } from "@campuslar/domain/user/account-deletion";
import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { useT } from "../../i18n/t.ts";
import { accountExportHref, DELETE_ACCOUNT_INTENT as INTENT } from "../../site/account-links.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FieldError } from "../../ui/form/field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { useFocusOnRefusal } from "../../ui/form/use-focus-on-refusal.ts";
import "./account-data-messages.ts";

type Props = {
  /** What the last refused deletion answered: the box as it was, and the messages. */
  result?: { values: { confirm: boolean }; errors: FormErrors } | null;
};

const heading = "font-display text-h3 font-semibold text-ink-900";

/**
 * "Your data, your rights" (LGPD): a plain link that downloads everything held about the
 * visitor, and the form that deletes the account, saying first what is erased and what is kept.
 * Both work without JavaScript; a refusal shows each message next to its field and keeps the
 * ticked box (never the password).
 */
export function AccountDataSection({ result }: Props) {
  const { locale, t } = useT();
  const submitting = useNavigation().formData?.get("intent") === INTENT;
  const errors = result?.errors;
  const confirmId = useId();
  const confirmErrorId = `${confirmId}-error`;
  const summaryRef = useFocusOnRefusal(errors, "excluir-conta");

  return (
    <section
      aria-labelledby="account-data"
      className="min-w-0 rounded-2xl border border-sand-200 bg-white p-5 sm:p-6 lg:col-span-5"
    >
      <h2 id="account-data" className={heading}>
        {t("accountData.title")}
      </h2>
      <p className="mt-1 max-w-3xl text-ink-700">
        {t("accountData.lead")}{" "}
        <AppLink to={href("privacy", locale)} className="font-medium text-pine-700 underline">
          {t("accountData.privacyLink")}
        </AppLink>
      </p>

      <div className="mt-6 grid gap-8 lg:grid-cols-2 lg:gap-10">
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink-900">{t("accountData.export.title")}</h3>
          <p className="mt-2 text-ink-700">{t("accountData.export.text")}</p>
          {/* A plain link: the server answers the file itself, with or without JavaScript. */}
          <a
            href={accountExportHref(locale)}
            download
            className={buttonClass({ variant: "secondary", className: "mt-4" })}
          >
            {t("accountData.export.link")}
          </a>
        </div>

        <div className="min-w-0 rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5">
          <h3 className="text-lg font-semibold text-ink-900">{t("accountData.delete.title")}</h3>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-ink-700 marker:text-brand-600">
            <li>{t("accountData.delete.erased")}</li>
            <li>{t("accountData.delete.anonymised")}</li>
            <li>{t("accountData.delete.sessions")}</li>
            <li>{t("accountData.delete.rentals")}</li>
            <li>{t("accountData.delete.final")}</li>
          </ul>
          <Form id="excluir-conta" method="post" noValidate className="mt-5 space-y-4">
            <input type="hidden" name="intent" value={INTENT} />
            {errors?.form ? (
              <FormAlert ref={summaryRef} onTint>
                {errors.form}
              </FormAlert>
            ) : null}
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t("accountData.delete.password")}
              error={errors?.fields.password}
            />
            <div>
              <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-sand-300 bg-white px-3.5 py-3 text-ink-900 has-checked:border-brand-600">
                <input
                  type="checkbox"
                  name="confirm"
                  value={DELETE_CONFIRM_VALUE}
                  defaultChecked={result?.values.confirm}
                  aria-invalid={errors?.fields.confirm ? true : undefined}
                  aria-describedby={errors?.fields.confirm ? confirmErrorId : undefined}
                  className="mt-1 size-4 shrink-0 accent-brand-700"
                />
                <span>{t("accountData.delete.confirm")}</span>
              </label>
              <FieldError id={confirmErrorId} error={errors?.fields.confirm} />
            </div>
            <Button type="submit" busy={submitting}>
              {t(submitting ? "accountData.delete.submitting" : "accountData.delete.submit")}
            </Button>
          </Form>
        </div>
      </div>
    </section>
  );
}
