import { dateTimeText } from "@campuslar/domain/dates/display-dates";
import { Form, useLocation } from "react-router";
import { countText } from "../../i18n/count-text.ts";
import { type MessageKey, useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { BackofficeShell, backofficeCard } from "../../site/backoffice-shell.tsx";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonClass } from "../../ui/button.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-audit-page";
import { staffSecurity } from "./messages.ts";
import { staffApi } from "./staff-security.server.ts";
import { StaffSecurityErrorBoundary, staffSecurityMeta } from "./staff-security-frame.tsx";
import type { AuditPage, AuditRow } from "./staff-security-types.ts";

export const meta = (args: Route.MetaArgs) => staffSecurityMeta(args, "staffAudit.title", "staffAudit.description");

export { StaffSecurityErrorBoundary as ErrorBoundary };

const FILTERS = ["action", "subjectType", "subjectId"] as const;

/**
 * `/admin/auditoria`: the audit log of staff's money actions (issue 36, point 8), newest first,
 * filtered in the address (a GET form that works without JavaScript). Reading it is itself a
 * money page: a session without its second factor is sent to confirm it and comes back.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = url.searchParams.get(name)?.trim();
    if (value) query.set(name, value.slice(0, 200));
  }
  const page = Number(url.searchParams.get("page"));
  if (Number.isInteger(page) && page > 1 && page <= 10_000) query.set("page", String(page));
  const log = await staffApi<AuditPage>(context, url, "GET", `/v2/admin/audit${query.size > 0 ? `?${query}` : ""}`);
  const values = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name) ?? ""]));
  return { log, values };
}

/** The words for an action this page knows; others show their code alone. */
function actionLabel(action: string): MessageKey | null {
  const key = `staffAudit.action.${action}`;
  return Object.hasOwn(staffSecurity.pt, key) ? (key as MessageKey) : null;
}

const detailText = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

const COLUMNS = [
  "staffAudit.col.when",
  "staffAudit.col.who",
  "staffAudit.col.action",
  "staffAudit.col.subject",
  "staffAudit.col.detail",
] as const satisfies readonly MessageKey[];

const cell = "block px-4 py-1 md:table-cell md:px-3 md:py-2";

/** The column's name above a cell when the line is a card (phones); the table's head says it on wide screens. */
function CellName({ column }: { column: (typeof COLUMNS)[number] }) {
  const { t } = useT();
  return (
    <span className="block text-xs font-semibold tracking-wide text-ink-700 uppercase md:hidden">{t(column)}</span>
  );
}

function AuditLine({ row }: { row: AuditRow }) {
  const { locale, t } = useT();
  const label = actionLabel(row.action);
  const detail = Object.entries(row.detail);
  return (
    <tr className="block py-2 align-top md:table-row md:py-0">
      <td className={`${cell} md:whitespace-nowrap`}>
        <CellName column="staffAudit.col.when" />
        <time dateTime={row.at}>{dateTimeText(locale, row.at)}</time>
      </td>
      <td className={cell}>
        <CellName column="staffAudit.col.who" />
        {row.actor ? (
          <>
            <span className="block font-semibold">{row.actor.name}</span>
            <span className="block text-sm break-all text-ink-700">{row.actor.email}</span>
          </>
        ) : (
          <span className="text-ink-700">{t("staffAudit.system")}</span>
        )}
        {row.ip ? <span className="block font-mono text-xs text-ink-700">{row.ip}</span> : null}
      </td>
      <td className={cell}>
        <CellName column="staffAudit.col.action" />
        {label ? <span className="block">{t(label)}</span> : null}
        <code className="font-mono text-sm text-ink-700">{row.action}</code>
      </td>
      <td className={cell}>
        <CellName column="staffAudit.col.subject" />
        <span className="block text-sm text-ink-700">{row.subjectType}</span>
        <code className="font-mono text-sm break-all">{row.subjectId}</code>
      </td>
      <td className={`${cell} text-sm`}>
        <CellName column="staffAudit.col.detail" />
        {detail.length === 0 ? (
          <span aria-hidden="true">—</span>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-2">
            {detail.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="text-ink-700">{key}</dt>
                <dd className="break-all">{detailText(value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </td>
    </tr>
  );
}

function Pages({ page, totalPages }: { page: number; totalPages: number }) {
  const { t } = useT();
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const to = (n: number) => {
    const params = new URLSearchParams(search);
    if (n > 1) params.set("page", String(n));
    else params.delete("page");
    return params.size > 0 ? `?${params}` : "?";
  };
  const link = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <nav aria-label={t("staffAudit.pages")} className="mt-4 flex items-center gap-3">
      {page > 1 ? (
        <AppLink to={to(page - 1)} className={link}>
          {t("staffAudit.previous")}
        </AppLink>
      ) : null}
      <span className="text-ink-700">{t("staffAudit.page", { page, pages: totalPages })}</span>
      {page < totalPages ? (
        <AppLink to={to(page + 1)} className={link}>
          {t("staffAudit.next")}
        </AppLink>
      ) : null}
    </nav>
  );
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { log, values } = loaderData;
  return (
    <BackofficeShell current="adminAudit" title={t("staffAudit.title")} lead={t("staffAudit.description")}>
      <Form
        method="get"
        aria-label={t("staffAudit.filters")}
        className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <TextField
          name="action"
          label={t("staffAudit.filter.action")}
          hint={t("staffAudit.filter.action.hint")}
          defaultValue={values.action}
        />
        <TextField name="subjectType" label={t("staffAudit.filter.subjectType")} defaultValue={values.subjectType} />
        <TextField name="subjectId" label={t("staffAudit.filter.subjectId")} defaultValue={values.subjectId} />
        <Button type="submit" variant="accent" size="sm">
          {t("staffAudit.apply")}
        </Button>
      </Form>
      <p className="mt-5 font-semibold text-ink-900">{countText(locale, "staffAudit.count", log.total)}</p>
      {log.items.length === 0 ? (
        <p className={`mt-3 ${backofficeCard} text-ink-700`}>{t("staffAudit.empty")}</p>
      ) : (
        // A table on a wide screen; on a phone each line stacks into a card with its column names.
        <div className="mt-3 rounded-xl border border-sand-200 bg-white">
          <table className="w-full border-collapse text-left text-ink-900">
            <caption className="sr-only">{t("staffAudit.caption")}</caption>
            <thead className="hidden border-b border-sand-200 bg-sand-50 text-sm text-ink-700 md:table-header-group">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-3 py-2 font-semibold">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {log.items.map((row) => (
                <AuditLine key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pages page={log.page} totalPages={log.totalPages} />
    </BackofficeShell>
  );
}
