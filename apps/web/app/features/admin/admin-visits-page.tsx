import { formatPhone } from "@campuslar/domain/phone/phone-number";
import { href } from "@campuslar/domain/routes/route-table";
import type { AdminVisitPage } from "@campuslar/domain/visits/visit-forms";
import { MODE_LABEL, STATUS_LABEL } from "@campuslar/domain/visits/visit-messages";
import { VISIT_STATUSES } from "@campuslar/domain/visits/visit-rules";
import { visitWhenText } from "@campuslar/domain/visits/visit-text";
import { data, Form } from "react-router";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import type { Route } from "./+types/admin-visits-page";
import { adminGet } from "./admin-api.server.ts";
import { pageParam, pickParams } from "./admin-filters.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell, adminCard } from "./components/admin-shell.tsx";
import "./messages.ts";
import "./visits-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.visits.title", "admin.visits.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

const FILTERS = ["status", "from", "to"] as const;

/** `/admin/visitas`: every visit, by status and São Paulo day range (a GET form: the filters live in the address). */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const filters = pickParams(url.searchParams, FILTERS);
  const page = pageParam(url.searchParams.get("page"));
  if (page > 1) filters.set("page", String(page));
  const query = filters.toString();
  const list = await adminGet<AdminVisitPage>(context, url, `/v2/admin/visits${query ? `?${query}` : ""}`);
  if (!list) throw data(null, { status: 503 });
  return { list, filters: Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name) ?? ""])) };
}

const input = "block min-h-11 rounded-lg border border-sand-300 bg-white px-2 py-2 text-ink-900";

export default function AdminVisits({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { list, filters } = loaderData;
  return (
    <AdminShell current="adminVisits" title={t("admin.visits.title")} lead={t("admin.visits.description")}>
      <Form method="get" aria-label={t("admin.visits.filters")} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col text-sm font-semibold text-ink-900">
          {t("admin.visits.status")}
          <select name="status" defaultValue={filters.status} className={input}>
            <option value="">{t("admin.visits.status.all")}</option>
            {VISIT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status][locale]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink-900">
          {t("admin.visits.from")}
          <input type="date" name="from" defaultValue={filters.from} className={input} />
        </label>
        <label className="flex flex-col text-sm font-semibold text-ink-900">
          {t("admin.visits.to")}
          <input type="date" name="to" defaultValue={filters.to} className={input} />
        </label>
        <Button type="submit" variant="accent" size="sm">
          {t("admin.visits.apply")}
        </Button>
      </Form>
      <p className="mt-4 font-semibold text-ink-900">{countText(locale, "admin.visits.count", list.total)}</p>
      {list.items.length === 0 ? (
        <p className={`mt-4 ${adminCard} text-ink-700`}>{t("admin.visits.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {list.items.map((visit) => (
            <li key={visit.id} data-visit={visit.id} className="grid gap-1 p-4 sm:grid-cols-3">
              <div>
                <p className="font-semibold text-ink-900">{visitWhenText(locale, visit.startsAt)}</p>
                <p className="text-sm text-ink-700">
                  {MODE_LABEL[visit.mode][locale]} · {STATUS_LABEL[visit.status][locale]}
                </p>
              </div>
              <div>
                <AppLink
                  to={href("property", locale, { code: visit.propertyCode })}
                  className="font-semibold text-pine-800 underline"
                >
                  {visit.propertyCode}
                </AppLink>{" "}
                {visit.sponsored ? (
                  <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-900">
                    {t("admin.visits.sponsored")}
                  </span>
                ) : null}
                <p className="text-sm text-ink-700">{visit.propertyTitle}</p>
                <AppLink
                  to={href("ownerVisitSchedule", locale, { code: visit.propertyCode })}
                  className="text-sm font-semibold text-pine-800 underline"
                >
                  {t("admin.visits.schedule")}
                </AppLink>
              </div>
              <div className="text-sm text-ink-900">
                <p className="font-semibold">{visit.name}</p>
                <p>{visit.email}</p>
                <p>{formatPhone(visit.phone)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={list.page} totalPages={list.totalPages} />
    </AdminShell>
  );
}
