import { useLocation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { withParams } from "../admin-filters.ts";
import type { LeadRow } from "../admin-types.ts";
import { adminSecondaryButton } from "./admin-shell.tsx";
import { LeadBadges } from "./lead-badges.tsx";
import "../messages.ts";

/** A lead in the inbox, its date already written in the page's language. */
export type LeadListRow = LeadRow & { receivedOn: string };

/** The inbox, newest first: each lead opens in the detail pane (`?lead=kind:id`). */
export function LeadList({ leads, open }: { leads: LeadListRow[]; open: string | null }) {
  const { t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  if (leads.length === 0) {
    return <p className="rounded-xl border border-sand-200 bg-white p-6 text-ink-700">{t("admin.leads.empty")}</p>;
  }
  return (
    <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
      {leads.map((lead) => {
        const key = `${lead.kind}:${lead.id}`;
        const current = key === open;
        return (
          <li key={key} data-lead={key} className={current ? "bg-pine-50" : undefined}>
            <div className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <LeadBadges kind={lead.kind} status={lead.status} />
                <p className="mt-2 font-semibold text-ink-900 wrap-anywhere">{lead.name}</p>
                <p className="text-sm text-ink-700 wrap-anywhere">
                  {[lead.email, lead.phone].filter(Boolean).join(" · ")}
                </p>
                <p className="mt-1 text-sm text-ink-900 wrap-anywhere">
                  {lead.propertyCode ? <span className="font-semibold">{lead.propertyCode} · </span> : null}
                  {lead.summary}
                </p>
              </div>
              <div className="flex shrink-0 items-center justify-between gap-3 sm:flex-col sm:items-end">
                <p className="text-sm text-ink-700">
                  <span className="sr-only">{t("admin.leads.receivedAt")} </span>
                  {lead.receivedOn}
                </p>
                <AppLink
                  // To the detail pane: above the list on a phone, beside it on a wide screen.
                  to={`${withParams(params, { lead: key })}#lead-detail`}
                  aria-current={current ? "true" : undefined}
                  className={adminSecondaryButton}
                >
                  <span aria-hidden="true">{t("admin.leads.openShort")}</span>
                  <span className="sr-only">{t("admin.leads.open", { name: lead.name })}</span>
                </AppLink>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
