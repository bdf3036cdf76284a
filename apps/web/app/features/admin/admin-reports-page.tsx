import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { REPORT_STATUSES, type ReportStatus } from "@campuslar/domain/report/report-enums";
import type { AdminReport, AdminReportPage } from "@campuslar/domain/report/report-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, useNavigation } from "react-router";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import type { Route } from "./+types/admin-reports-page";
import { adminGet, adminSend, dateTimeText, formText } from "./admin-api.server.ts";
import { pageParam } from "./admin-filters.ts";
import type { AdminActionData } from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell, SavedNote } from "./components/admin-shell.tsx";
import "./messages.ts";
import "./reports-messages.ts";
import "../../catalogue/listing-actions/report-listing-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.reports.title", "admin.reports.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

const statusParam = (value: string | null): ReportStatus =>
  (REPORT_STATUSES as readonly string[]).includes(value ?? "") ? (value as ReportStatus) : "open";

/** A report as the page shows it: its dates written in the page's language. */
type ReportRow = AdminReport & { receivedOn: string; closedOn: string | null };

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const status = statusParam(url.searchParams.get("status"));
  const page = pageParam(url.searchParams.get("page"));
  const list = await adminGet<AdminReportPage>(context, url, `/v2/admin/reports?status=${status}&page=${page}`);
  if (!list) throw data(null, { status: 503 });
  return {
    status,
    reports: list.items.map(
      (report): ReportRow => ({
        ...report,
        receivedOn: dateTimeText(locale, report.createdAt) ?? "",
        closedOn: dateTimeText(locale, report.closedAt),
      }),
    ),
    page: list.page,
    total: list.total,
    totalPages: list.totalPages,
  };
}

/** Resolve or dismiss one report. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const id = Number(formText(form, "id"));
  const status = formText(form, "status");
  const target = `report:${id}:${status}`;
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 400 });
  const result = await adminSend(context, url, "PATCH", `/v2/admin/reports/${id}`, { status });
  if (result.ok) return { target, ok: true } satisfies AdminActionData;
  return data({ target, ok: false, errors: result.errors, values: { status } } satisfies AdminActionData, {
    status: result.status,
  });
}

const TAB =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap border-sand-300 bg-white text-ink-700 hover:border-pine-600 aria-[current=page]:border-pine-800 aria-[current=page]:bg-pine-800 aria-[current=page]:text-white";

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { status, reports, total, page, totalPages } = loaderData;
  const loading = useNavigation().state === "loading";
  const [, , doneStatus] = actionData?.ok ? actionData.target.split(":") : [];
  return (
    <AdminShell current="adminReports" title={t("admin.reports.title")} lead={t("admin.reports.description")}>
      <nav aria-label={t("admin.reports.tabs")}>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {REPORT_STATUSES.map((tab) => (
            <li key={tab}>
              <AppLink
                to={tab === "open" ? href("adminReports", locale) : `?status=${tab}`}
                aria-current={tab === status ? "page" : undefined}
                className={TAB}
              >
                {t(`admin.reports.status.${tab}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-4 space-y-3">
        {doneStatus === "resolved" || doneStatus === "dismissed" ? (
          <SavedNote>{t(`admin.reports.${doneStatus}`)}</SavedNote>
        ) : null}
        {actionData && !actionData.ok ? (
          <FormAlert compact>{actionData.errors.form ?? Object.values(actionData.errors.fields).join(" ")}</FormAlert>
        ) : null}
        <p className="font-semibold text-ink-900" aria-live="polite" aria-busy={loading}>
          {countText(locale, "admin.reports.count", total)}
        </p>
      </div>
      {reports.length === 0 ? (
        <p className="mt-4 rounded-xl border border-sand-200 bg-white p-6 text-ink-700">{t("admin.reports.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {reports.map((report) => (
            <ReportItem key={report.id} report={report} />
          ))}
        </ul>
      )}
      <AdminPagination page={page} totalPages={totalPages} />
    </AdminShell>
  );
}

function ReportItem({ report }: { report: ReportRow }) {
  const { locale, t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === String(report.id);
  const listingHref = href("property", locale, { code: report.propertyCode });
  return (
    <li data-report={report.id} className="flex flex-col gap-3 p-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p className="flex flex-wrap items-center gap-1.5 text-xs font-semibold">
          <span className="rounded-full bg-sand-100 px-2.5 py-1 text-ink-900">
            <span className="sr-only">{t("admin.reports.reason")}: </span>
            {t(`report.reason.${report.reason}`)}
          </span>
          {report.flagged ? (
            <span className="rounded-full bg-brand-700 px-2.5 py-1 text-white" data-flagged>
              {t("admin.reports.flagged")}
            </span>
          ) : null}
          {report.openReports > 0 ? (
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {countText(locale, "admin.reports.openCount", report.openReports)}
            </span>
          ) : null}
        </p>
        <p className="font-semibold text-ink-900 wrap-anywhere">
          <span className="sr-only">{t("admin.reports.listing")}: </span>
          <AppLink to={listingHref} className="text-pine-800 underline">
            {report.propertyCode}
          </AppLink>{" "}
          · {report.propertyTitle}
        </p>
        <p className="text-ink-900 wrap-anywhere whitespace-pre-line">
          <span className="sr-only">{t("admin.reports.message")}: </span>
          {report.message || <span className="text-ink-600 italic">{t("admin.reports.noMessage")}</span>}
        </p>
        <p className="text-sm text-ink-700 wrap-anywhere">
          <span className="sr-only">{t("admin.reports.email")}: </span>
          {report.email ? (
            <a href={`mailto:${report.email}`} className="underline">
              {report.email}
            </a>
          ) : (
            t("admin.reports.noEmail")
          )}
        </p>
      </div>
      <div className="flex shrink-0 flex-col gap-2 lg:items-end">
        <p className="text-sm text-ink-700">
          <span className="sr-only">{t("admin.reports.receivedAt")} </span>
          {report.receivedOn}
        </p>
        {report.status === "open" ? (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={report.id} />
            <Button
              type="submit"
              name="status"
              value="resolved"
              disabled={busy}
              aria-label={t("admin.reports.resolveLabel", { id: report.id, code: report.propertyCode })}
              variant="accent"
              size="sm"
            >
              {t("admin.reports.resolve")}
            </Button>
            <Button
              type="submit"
              name="status"
              value="dismissed"
              disabled={busy}
              aria-label={t("admin.reports.dismissLabel", { id: report.id, code: report.propertyCode })}
              variant="secondary"
              size="sm"
            >
              {t("admin.reports.dismiss")}
            </Button>
          </Form>
        ) : report.closedOn ? (
          <p className="text-sm text-ink-700">{t("admin.reports.closedAt", { date: report.closedOn })}</p>
        ) : null}
      </div>
    </li>
  );
}
