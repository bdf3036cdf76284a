import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { LEAD_STATUSES } from "@campuslar/domain/lead/lead-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, useLocation, useNavigation } from "react-router";
import { phoneText } from "../../api/phone-text.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-leads-page";
import { adminGet, adminSend, dateTimeText, formText } from "./admin-api.server.ts";
import { pageParam, pickParams, withParams } from "./admin-filters.ts";
import {
  type AdminActionData,
  LEAD_KINDS,
  type LeadDetail,
  type LeadKind,
  type LeadPage,
  type LeadRow,
} from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell, adminSecondaryButton } from "./components/admin-shell.tsx";
import { LeadDetailPanel, type LeadDetailView } from "./components/lead-detail.tsx";
import { LeadList, type LeadListRow } from "./components/lead-list.tsx";
import "./messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.leads.title", "admin.leads.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

/** The filters the inbox passes on to the API (and to the CSV export). */
const FILTERS = ["kind", "status", "q", "from", "to"] as const;
const PAGE_SIZE = 20;

/** `?lead=interest:12` names the open lead; anything else names none. */
function leadParam(value: string | null): { kind: LeadKind; id: number } | null {
  const [kind, id] = (value ?? "").split(":");
  const number = Number(id);
  if (!LEAD_KINDS.includes(kind as LeadKind) || !Number.isInteger(number) || number < 1) return null;
  return { kind: kind as LeadKind, id: number };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const filters = pickParams(url.searchParams, FILTERS);
  const page = pageParam(url.searchParams.get("page"));
  const query = new URLSearchParams(filters);
  query.set("page", String(page));
  query.set("pageSize", String(PAGE_SIZE));
  const open = leadParam(url.searchParams.get("lead"));
  const [list, detail] = await Promise.all([
    adminGet<LeadPage>(context, url, `/v2/admin/leads?${query}`),
    open ? adminGet<LeadDetail>(context, url, `/v2/admin/leads/${open.kind}/${open.id}`) : null,
  ]);
  if (!list) throw data(null, { status: 503 });
  const row = <T extends LeadRow>(lead: T) => ({
    ...lead,
    phone: phoneText(lead.phone),
    receivedOn: dateTimeText(locale, lead.createdAt) ?? "",
  });
  return {
    leads: list.items.map(row) satisfies LeadListRow[],
    page: list.page,
    total: list.total,
    totalPages: list.totalPages,
    open: open ? `${open.kind}:${open.id}` : null,
    detail: detail ? (row(detail) satisfies LeadDetailView) : null,
    csvHref: `/admin/contatos.csv${filters.size > 0 ? `?${filters}` : ""}`,
  };
}

/** Saves one lead's status and notes (the open lead's form). */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = formText(form, "kind");
  const id = formText(form, "id");
  const lead = leadParam(`${kind}:${id}`);
  const target = `lead:${kind}:${id}`;
  const values = { status: formText(form, "status"), staffNotes: formText(form, "staffNotes") };
  if (!lead) throw data(null, { status: 400 });
  const result = await adminSend(context, url, "PATCH", `/v2/admin/leads/${lead.kind}/${lead.id}`, values);
  if (result.ok) return { target, ok: true } satisfies AdminActionData;
  return data({ target, ok: false, errors: result.errors, values } satisfies AdminActionData, {
    status: result.status,
  });
}

export default function AdminLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const loading = useNavigation().state === "loading";
  const { leads, total, page, totalPages, detail, open, csvHref } = loaderData;
  return (
    <AdminShell current="admin" title={t("admin.leads.title")} lead={t("admin.leads.description")}>
      <Form
        method="get"
        aria-label={t("admin.filters.title")}
        className="grid grid-cols-2 gap-3 rounded-xl border border-sand-200 bg-white p-4 lg:grid-cols-6 lg:items-end"
      >
        <SelectField
          name="kind"
          label={t("admin.leads.kind")}
          placeholder={t("admin.filters.any")}
          defaultValue={params.get("kind") ?? ""}
          options={LEAD_KINDS.map((kind) => ({ value: kind, label: t(`admin.leads.kind.${kind}`) }))}
        />
        <SelectField
          name="status"
          label={t("admin.leads.status")}
          placeholder={t("admin.filters.any")}
          defaultValue={params.get("status") ?? ""}
          options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`admin.leads.status.${status}`) }))}
        />
        <TextField
          name="q"
          type="search"
          label={t("admin.leads.search")}
          defaultValue={params.get("q") ?? ""}
          className="col-span-2"
        />
        <TextField name="from" type="date" label={t("admin.leads.from")} defaultValue={params.get("from") ?? ""} />
        <TextField name="to" type="date" label={t("admin.leads.to")} defaultValue={params.get("to") ?? ""} />
        <div className="col-span-2 flex flex-wrap items-center gap-3 lg:col-span-6">
          <Button type="submit" variant="accent" size="sm">
            {t("admin.filters.apply")}
          </Button>
          <AppLink to={href("admin", locale)} className="text-sm font-medium text-pine-700 underline">
            {t("admin.filters.clear")}
          </AppLink>
        </div>
      </Form>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink-900" aria-live="polite" aria-busy={loading}>
          {countText(locale, "admin.leads.count", total)}
        </p>
        {/* A plain link: the browser downloads the file instead of the app navigating to it. */}
        <a href={csvHref} download className={adminSecondaryButton}>
          {t("admin.leads.export")}
        </a>
      </div>

      <div className="mt-4 grid gap-5 lg:grid-cols-5 lg:items-start">
        {open ? (
          <div className="lg:sticky lg:top-4 lg:order-2 lg:col-span-2">
            <LeadDetailPanel
              key={open}
              lead={detail}
              closeHref={withParams(params, { lead: null }) || "?"}
              result={actionData?.target === `lead:${open}` ? actionData : undefined}
            />
          </div>
        ) : null}
        <div className={open ? "lg:order-1 lg:col-span-3" : "lg:col-span-5"}>
          <LeadList leads={leads} open={open} />
          <AdminPagination page={page} totalPages={totalPages} />
        </div>
      </div>
    </AdminShell>
  );
}
