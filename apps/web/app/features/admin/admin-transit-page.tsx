import type { TransitFeedLoad } from "@campuslar/domain/commute/transit-feed";
import { FEED_FIELD, NETWORK_DATE_FIELD, networkDateText } from "@campuslar/domain/commute/transit-feed-rules";
import { useEffect } from "react";
import { data, Form, useNavigation, useRevalidator } from "react-router";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { Field } from "../../ui/form/field.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import type { Route } from "./+types/admin-transit-page";
import { loadAdminTransit, uploadFeed } from "./admin-transit.server.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminShell, adminCard, SavedNote } from "./components/admin-shell.tsx";
import "./messages.ts";
import "./transit-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.transit.title", "admin.transit.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  return loadAdminTransit(context, url);
}

/** The upload: forwarded to the API, its refusal drawn next to the fields. */
export async function action({ request, context, url }: Route.ActionArgs) {
  await requireStaff(context, url);
  const result = await uploadFeed(context, url, await request.formData());
  return result.ok ? result : data(result, { status: 400 });
}

/** While a load is under way the page asks again every two seconds (without a script: the Refresh link). */
const POLL_MS = 2000;

export default function AdminTransitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { current, loads } = loaderData;
  const latest = loads[0];
  const active = latest && (latest.status === "queued" || latest.status === "running") ? latest : null;
  const sending = useNavigation().state === "submitting";
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);
  const refused = actionData && !actionData.ok ? actionData : null;

  return (
    <AdminShell current="adminTransit" title={t("admin.transit.title")} lead={t("admin.transit.description")}>
      <section aria-labelledby="transit-current" className={adminCard}>
        <h2 id="transit-current" className="font-semibold text-ink-900">
          {t("admin.transit.current")}
        </h2>
        {current ? (
          <p className="mt-1 text-ink-900" data-network-date={current.networkDate}>
            {t("admin.transit.currentDate", { date: networkDateText(locale, current.networkDate) })} ·{" "}
            <span className="text-ink-700">
              {t(current.uploaded ? "admin.transit.uploaded" : "admin.transit.shipped")} ·{" "}
              {t("admin.transit.loadedAt", { when: current.loadedOn })}
            </span>
          </p>
        ) : (
          <p className="mt-1 text-ink-700">{t("admin.transit.none")}</p>
        )}
      </section>

      <div className="mt-4 space-y-3" aria-live="polite">
        {active ? <LoadProgress load={active} /> : null}
        {latest?.status === "done" ? (
          <SavedNote>{t("admin.transit.done", { date: networkDateText(locale, latest.networkDate) })}</SavedNote>
        ) : null}
        {latest?.status === "failed" ? (
          <FormAlert compact>
            {t("admin.transit.failed", { file: latest.fileName, reason: latest.error ?? "" })}
          </FormAlert>
        ) : null}
      </div>

      <section aria-labelledby="transit-upload" className={`${adminCard} mt-4`}>
        <h2 id="transit-upload" className="font-semibold text-ink-900">
          {t("admin.transit.upload")}
        </h2>
        <p className="mt-1 max-w-prose text-sm text-ink-700">{t("admin.transit.uploadLead")}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 max-w-xl space-y-4" noValidate>
          {refused?.form ? <FormAlert>{refused.form}</FormAlert> : null}
          <div>
            <Field
              label={t("admin.transit.file")}
              hint={t("admin.transit.fileHint")}
              error={refused?.fields[FEED_FIELD]}
            >
              {(control) => (
                <input
                  {...control}
                  aria-describedby={
                    [control["aria-describedby"], refused?.problems.length ? "feed-problems" : null]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                  type="file"
                  name={FEED_FIELD}
                  accept=".zip,application/zip"
                  required
                  className="mt-1.5 block w-full text-sm text-ink-900 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-sand-300 file:bg-white file:px-3 file:font-semibold"
                />
              )}
            </Field>
            {refused?.problems.length ? (
              <div id="feed-problems" className="mt-2 rounded-lg border border-brand-200 bg-brand-50 p-3">
                <p className="text-sm font-semibold text-brand-800">{t("admin.transit.problems")}</p>
                <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-brand-800 wrap-anywhere" data-feed-problems>
                  {refused.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
          <Field
            name={NETWORK_DATE_FIELD}
            label={t("admin.transit.date")}
            hint={t("admin.transit.dateHint")}
            error={refused?.fields[NETWORK_DATE_FIELD]}
            defaultValue={refused?.networkDate}
            inputMode="numeric"
            placeholder="2024-03"
            autoComplete="off"
            className="max-w-md"
          />
          <Button type="submit" variant="accent" busy={sending} disabled={active !== null}>
            {sending ? t("admin.transit.sending") : t("admin.transit.send")}
          </Button>
        </Form>
      </section>

      {loads.length > 0 ? (
        <section aria-labelledby="transit-history" className="mt-6">
          <h2 id="transit-history" className="font-semibold text-ink-900">
            {t("admin.transit.history")}
          </h2>
          <ul className="mt-2 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {loads.map((load) => (
              <li key={load.id} className="flex flex-wrap gap-x-3 gap-y-1 p-3 text-sm" data-load={load.status}>
                <span className="font-semibold text-ink-900 wrap-anywhere">{load.fileName}</span>
                <span className="text-ink-700">{networkDateText(locale, load.networkDate)}</span>
                <span className="text-ink-700">{load.createdOn}</span>
                <span className="font-semibold text-ink-900">{t(`admin.transit.status.${load.status}`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AdminShell>
  );
}

function LoadProgress({ load }: { load: TransitFeedLoad }) {
  const { t } = useT();
  const percent = load.total > 0 ? Math.round((load.done / load.total) * 100) : 0;
  const words = t("admin.transit.progress", { done: load.done, total: load.total });
  return (
    <div className={adminCard}>
      <p className="font-semibold text-ink-900">
        {t(load.status === "queued" ? "admin.transit.queued" : "admin.transit.running")}
      </p>
      <div
        role="progressbar"
        aria-label={t("admin.transit.progressLabel")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={words}
        className="mt-2 h-3 w-full overflow-hidden rounded-full bg-sand-100"
      >
        <div className="h-full rounded-full bg-pine-700" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm text-ink-700">
        {words} ·{" "}
        <AppLink to="." className="text-pine-800 underline">
          {t("admin.transit.refresh")}
        </AppLink>
      </p>
    </div>
  );
}
