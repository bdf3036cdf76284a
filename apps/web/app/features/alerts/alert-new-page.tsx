import { ALERT_FREQUENCIES, ALERT_NAME_MAX } from "@campuslar/domain/alerts/alert-rules";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { BellIcon } from "../../catalogue/listing-actions/alert-me-link.tsx";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { ChoiceGroupField } from "../../ui/form/choice-group-field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import { useFocusOnArrival } from "../../ui/use-focus-on-arrival.ts";
import type { Route } from "./+types/alert-new-page";
import { PAGE } from "./alert-styles.ts";
import { createAlertAction, loadNewAlert } from "./alerts.server.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * `/alertas/novo?…`: the search's filters carried from the search page ("Criar alerta"), with a
 * name suggested from them, a frequency and, signed out, an e-mail. A plain form: it works
 * without JavaScript, and a refusal shows each message by its field with everything typed.
 */
export const loader = ({ context, url }: Route.LoaderArgs) => loadNewAlert(context, url);

export const action = (args: Route.ActionArgs) => createAlertAction(args);

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.alertNew.title"),
    description: translate(locale, "page.alertNew.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function AlertNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { filters, summary, suggestedName, searchHref, signedInEmail, loginHref } = loaderData;
  const pending = useNavigation().state === "submitting";
  const failed = actionData && !actionData.created ? actionData : undefined;
  const errors = failed?.errors.fields ?? {};
  const values = failed?.values ?? {};
  const filterError = Object.entries(errors).find(([field]) => field.startsWith("filters"))?.[1];

  if (actionData?.created) {
    return <AlertCreated confirmed={actionData.confirmed} message={actionData.message} searchHref={searchHref} />;
  }

  return (
    <div className={PAGE}>
      <h1 className="flex items-center gap-2 font-display text-h2 font-semibold text-ink-900">
        <BellIcon className="size-7 text-pine-700" />
        {t("page.alertNew.title")}
      </h1>
      <p className="mt-2 text-ink-700">{t("alerts.new.lead")}</p>

      {filters === null ? (
        <FormAlert compact className="mt-6">
          {t("alerts.new.badSearch")}
        </FormAlert>
      ) : (
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <div className="rounded-xl border border-sand-200 bg-sand-50 px-4 py-3">
            <p className="text-sm font-semibold text-ink-900">{t("alerts.new.search")}</p>
            <p className="mt-1 text-ink-800" data-testid="alert-summary">
              {summary}
            </p>
            {filterError ? <p className="mt-1.5 text-sm font-medium text-brand-800">{filterError}</p> : null}
          </div>
          {Object.entries(filters).map(([name, value]) => (
            <input key={name} type="hidden" name={`filter.${name}`} value={value} />
          ))}
          {failed?.errors.form ? <FormAlert compact>{failed.errors.form}</FormAlert> : null}
          <TextField
            name="name"
            label={t("alerts.new.name")}
            hint={t("alerts.new.name.hint")}
            defaultValue={values.name ?? suggestedName}
            maxLength={ALERT_NAME_MAX}
            error={errors.name}
          />
          <ChoiceGroupField
            name="frequency"
            label={t("alerts.new.frequency")}
            defaultValue={values.frequency ?? "daily"}
            error={errors.frequency}
            options={ALERT_FREQUENCIES.map((frequency) => ({
              value: frequency,
              label: t(`alerts.frequency.${frequency}`),
            }))}
          />
          {signedInEmail ? (
            <p className="text-sm text-ink-700">{t("alerts.new.signedIn", { email: signedInEmail })}</p>
          ) : (
            <>
              <TextField
                name="email"
                type="email"
                autoComplete="email"
                label={t("alerts.new.email")}
                hint={t("alerts.new.email.hint")}
                defaultValue={values.email}
                error={errors.email}
              />
              <p className="text-sm">
                <AppLink to={loginHref} className="font-medium text-pine-700 underline">
                  {t("alerts.new.login")}
                </AppLink>
              </p>
            </>
          )}
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <Button type="submit" variant="accent" busy={pending}>
              {pending ? t("alerts.new.sending") : t("alerts.new.submit")}
            </Button>
            <AppLink to={searchHref} className={buttonClass({ variant: "secondary" })}>
              {t("alerts.new.back")}
            </AppLink>
          </div>
        </Form>
      )}
    </div>
  );
}

/**
 * The saved alert, in place of its form: the page shows it from its top, its heading focused,
 * whatever the form's scroll was.
 */
function AlertCreated({ confirmed, message, searchHref }: { confirmed: boolean; message: string; searchHref: string }) {
  const { locale, t } = useT();
  const headingRef = useFocusOnArrival<HTMLHeadingElement>({ toTop: true });
  return (
    <div className={PAGE}>
      <h1 ref={headingRef} tabIndex={-1} className="font-display text-h2 font-semibold text-ink-900">
        {t(confirmed ? "alerts.created.title" : "alerts.checkInbox.title")}
      </h1>
      <p role="status" className="mt-3 text-ink-700">
        {message}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {confirmed ? (
          <AppLink to={href("accountAlerts", locale)} className={buttonClass({ variant: "accent" })}>
            {t("alerts.created.manage")}
          </AppLink>
        ) : null}
        <AppLink to={searchHref} className={buttonClass({ variant: "secondary" })}>
          {t("alerts.new.back")}
        </AppLink>
      </div>
    </div>
  );
}
