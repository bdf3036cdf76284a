import { LEAD_STATUSES } from "@campuslar/domain/lead/lead-enums";
import { Form, useNavigation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { AdminActionData, LeadDetail } from "../admin-types.ts";
import { SavedNote } from "./admin-shell.tsx";
import { LeadBadges } from "./lead-badges.tsx";
import "../messages.ts";

export type LeadDetailView = LeadDetail & { receivedOn: string };

/**
 * One lead with everything its sender wrote, and the team's part: its status and notes, saved
 * with a plain form (works without JavaScript; a failed save keeps what was typed).
 */
export function LeadDetailPanel({
  lead,
  closeHref,
  result,
}: {
  lead: LeadDetailView | null;
  closeHref: string;
  result: AdminActionData | undefined;
}) {
  const { t } = useT();
  const saving = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : null;
  return (
    <section aria-labelledby="lead-detail" className="rounded-xl border border-pine-200 bg-white p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h2 id="lead-detail" className="font-display text-h3 font-semibold text-ink-900">
          {t("admin.leads.detail.title")}
        </h2>
        <AppLink to={closeHref} preventScrollReset className="text-sm font-medium text-pine-700 underline">
          {t("admin.leads.detail.close")}
        </AppLink>
      </div>
      {lead === null ? (
        <p className="mt-3 text-ink-700">{t("admin.leads.detail.missing")}</p>
      ) : (
        <>
          <div className="mt-3">
            <LeadBadges kind={lead.kind} status={lead.status} />
            <p className="mt-2 text-lg font-semibold text-ink-900 wrap-anywhere">{lead.name}</p>
            <p className="text-sm text-ink-700">
              {t("admin.leads.receivedAt")} {lead.receivedOn}
            </p>
          </div>
          <h3 className="mt-4 text-sm font-semibold text-ink-900">{t("admin.leads.detail.fields")}</h3>
          <dl className="mt-2 divide-y divide-sand-200 text-sm">
            {Object.entries(lead.fields).map(([label, value]) => (
              <div key={label} className="grid gap-1 py-2 sm:grid-cols-5">
                <dt className="font-semibold text-ink-700 sm:col-span-2">{label}</dt>
                <dd className="whitespace-pre-line text-ink-900 wrap-anywhere sm:col-span-3">{value || "—"}</dd>
              </div>
            ))}
          </dl>
          <Form method="post" preventScrollReset className="mt-4 space-y-4 border-t border-sand-200 pt-4">
            <input type="hidden" name="kind" value={lead.kind} />
            <input type="hidden" name="id" value={lead.id} />
            {failed?.errors.form ? <FormAlert compact>{failed.errors.form}</FormAlert> : null}
            <SelectField
              name="status"
              label={t("admin.leads.status")}
              defaultValue={failed?.values.status ?? lead.status}
              error={failed?.errors.fields.status}
              options={LEAD_STATUSES.map((status) => ({ value: status, label: t(`admin.leads.status.${status}`) }))}
            />
            <TextAreaField
              name="staffNotes"
              label={t("admin.leads.notes")}
              hint={t("admin.leads.notes.hint")}
              rows={4}
              defaultValue={failed?.values.staffNotes ?? lead.staffNotes ?? ""}
              error={failed?.errors.fields.staffNotes}
            />
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" busy={saving} variant="accent" size="sm">
                {t(saving ? "admin.saving" : "admin.save")}
              </Button>
              {result?.ok ? <SavedNote>{t("admin.saved")}</SavedNote> : null}
            </div>
          </Form>
        </>
      )}
    </section>
  );
}
