import { formatBRL } from "@campuslar/domain/money/money";
import { useT } from "../../i18n/t.ts";
import type { ProposalCosts } from "./rental-costs.ts";
import "./messages.ts";

/** What the student commits to with the proposal as typed: rent, the lease's total, the deposit. */
export function ProposalCostsPanel({ costs }: { costs: ProposalCosts | null }) {
  const { t } = useT();
  return (
    <section aria-labelledby="proposal-costs" className="rounded-2xl border border-sand-200 bg-sand-50 p-4 sm:p-5">
      <h2 id="proposal-costs" className="font-display text-h3 font-semibold text-ink-900">
        {t("rentals.costs.title")}
      </h2>
      {costs ? (
        <dl className="mt-3 space-y-1.5" aria-live="polite" data-testid="proposal-costs">
          <CostLine label={t("rentals.costs.monthly")} value={formatBRL(costs.monthly)} />
          <CostLine label={t("rentals.costs.total", { months: costs.months })} value={formatBRL(costs.total)} />
          {costs.deposit !== null ? (
            <CostLine label={t("rentals.costs.deposit")} value={formatBRL(costs.deposit)} />
          ) : null}
        </dl>
      ) : null}
      <p className="mt-3 text-sm text-ink-700">{t("rentals.costs.note")}</p>
    </section>
  );
}

function CostLine({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-ink-700">{label}</dt>
      <dd className="font-semibold whitespace-nowrap text-ink-900 tabular-nums">{value}</dd>
    </div>
  );
}
