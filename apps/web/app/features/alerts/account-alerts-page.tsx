import { ALERT_FREQUENCIES } from "@campuslar/domain/alerts/alert-rules";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { BellIcon } from "../../catalogue/listing-actions/alert-me-link.tsx";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/account-alerts-page";
import { NOTICE } from "./alert-styles.ts";
import { type AlertRow, accountAlertsAction, loadAccountAlerts } from "./alerts.server.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * `/conta/alertas`: the signed-in user's saved searches, each with its filters in words, how
 * often it is sent (changeable), the search it opens, and a delete button. Plain forms, so every
 * change works without JavaScript.
 */
export const loader = ({ context, url }: Route.LoaderArgs) => loadAccountAlerts(context, url);

export const action = (args: Route.ActionArgs) => accountAlertsAction(args);

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.accountAlerts.title"),
    description: translate(locale, "page.accountAlerts.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function AccountAlertsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { alerts } = loaderData;
  return (
    <>
      <PageHeader title={t("page.accountAlerts.title")} lead={t("alerts.list.lead")} />
      <div className="mx-auto max-w-3xl px-5 py-8 sm:px-8 sm:py-10">
        {actionData ? (
          actionData.ok ? (
            <p role="status" className={`mb-6 ${NOTICE}`}>
              {actionData.message}
            </p>
          ) : (
            <FormAlert compact className="mb-6">
              {actionData.message}
            </FormAlert>
          )
        ) : null}
        {alerts === null ? (
          <p className="text-ink-700">{t("alerts.list.failed")}</p>
        ) : alerts.length === 0 ? (
          <div>
            <p className="text-ink-700">{t("alerts.list.empty")}</p>
            <AppLink to={href("search", locale)} className={buttonClass({ variant: "accent", className: "mt-4" })}>
              {t("alerts.list.search")}
            </AppLink>
          </div>
        ) : (
          <ul className="space-y-4" data-testid="alert-list">
            {alerts.map((alert) => (
              <AlertItem key={alert.id} alert={alert} />
            ))}
          </ul>
        )}
        <AppLink to={href("account", locale)} className="mt-8 inline-block font-medium text-pine-700 underline">
          {t("page.account.title")}
        </AppLink>
      </div>
    </>
  );
}

function AlertItem({ alert }: { alert: AlertRow }) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === alert.id;
  const frequencyId = `frequency-${alert.id}`;
  return (
    <li className="rounded-2xl border border-sand-200 bg-white p-5">
      <h2 className="flex items-start gap-2 font-semibold text-ink-900">
        <BellIcon className="mt-0.5 size-5 shrink-0 text-pine-700" />
        <span className="min-w-0 wrap-anywhere">{alert.name}</span>
      </h2>
      <p className="mt-1 text-sm text-ink-700">{alert.summary}</p>
      <p className="mt-1 text-xs text-ink-600">
        {alert.lastSentOn ? t("alerts.list.lastSent", { date: alert.lastSentOn }) : t("alerts.list.neverSent")}
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={alert.id} />
          <input type="hidden" name="intent" value="frequency" />
          <div>
            <label htmlFor={frequencyId} className="block text-sm font-semibold text-ink-900">
              {t("alerts.list.frequency")}
            </label>
            <select
              id={frequencyId}
              name="frequency"
              defaultValue={alert.frequency}
              className="mt-1 block min-h-11 rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 focus:border-pine-600"
            >
              {ALERT_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {t(`alerts.frequency.short.${frequency}`)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            {t("alerts.list.save")}
          </Button>
        </Form>
        <AppLink to={alert.searchHref} className={buttonClass({ variant: "secondary" })}>
          {t("alerts.list.open")}
        </AppLink>
        <Form method="post">
          <input type="hidden" name="id" value={alert.id} />
          <input type="hidden" name="intent" value="delete" />
          <Button
            type="submit"
            variant="danger"
            aria-label={t("alerts.list.deleteLabel", { name: alert.name })}
            disabled={busy}
          >
            {t("alerts.list.delete")}
          </Button>
        </Form>
      </div>
    </li>
  );
}
