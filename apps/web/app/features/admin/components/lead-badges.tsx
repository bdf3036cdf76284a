import type { LeadStatus } from "@campuslar/domain/lead/lead-enums";
import { useT } from "../../../i18n/t.ts";
import type { LeadKind } from "../admin-types.ts";
import "../messages.ts";

const STATUS_STYLE: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-800",
  contacted: "bg-pine-50 text-pine-800",
  closed: "bg-sand-200 text-ink-700",
};

/** A lead's kind and status as two small labels. */
export function LeadBadges({ kind, status }: { kind: LeadKind; status: LeadStatus }) {
  const { t } = useT();
  return (
    <span className="flex flex-wrap gap-1.5 text-xs font-semibold">
      <span className="rounded-full bg-sand-100 px-2.5 py-1 text-ink-900">{t(`admin.leads.kind.${kind}`)}</span>
      <span className={`rounded-full px-2.5 py-1 ${STATUS_STYLE[status]}`}>
        <span className="sr-only">{t("admin.leads.status")}: </span>
        {t(`admin.leads.status.${status}`)}
      </span>
    </span>
  );
}
