import { formatBRL } from "@campuslar/domain/money/money";
import { contractCosts, contractLengthOptions, minimumContractMonths } from "@campuslar/domain/property/contract-costs";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { useId, useState } from "react";
import { useLocation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { useHydrated } from "../../ui/use-hydrated.ts";
import "./messages.ts";
import "../../catalogue/listing-facts/listing-facts-messages.ts";

export const CONTRACT_MONTHS_PARAM = "meses";

type CostsListing = Pick<
  PropertyDetail,
  "rentAmount" | "condoFee" | "iptu" | "billsIncluded" | "billEstimates" | "minContractMonths" | "maxStayMonths"
>;

/**
 * The costs panel (spec §4 and §9): the monthly rent and what comes with it (the condomínio, the
 * IPTU and each bill, included or its owner's estimate: issue 22), the all-in monthly total, the contract
 * length, the deposit (25% of the total contract rent) and the proportional fine with an
 * example. The arithmetic is the domain's (contract-costs.ts). Without JavaScript the length is
 * a GET form (`?meses=6`) the server answers; with it the figures follow the select at once.
 */
export function CostsPanel({ listing, initialMonths }: { listing: CostsListing; initialMonths: number }) {
  const { t } = useT();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const [months, setMonths] = useState(initialMonths);
  const [changed, setChanged] = useState(false);
  const selectId = useId();
  const minimum = minimumContractMonths(listing.minContractMonths);
  const costs = contractCosts(listing, months);
  // A bill the rent includes, or one its owner estimates, has its row; one with neither is named below.
  const billRows = costs.bills.filter((bill) => bill.included || bill.estimate > 0);
  const unestimated = costs.bills.filter((bill) => !bill.included && bill.estimate === 0);
  const estimated = costs.bills.some((bill) => !bill.included && bill.estimate > 0);
  const money = "font-semibold tabular-nums text-ink-900";

  return (
    <section
      id="custos"
      aria-labelledby={`${selectId}-heading`}
      className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-6"
    >
      <h2 id={`${selectId}-heading`} className="font-display text-h3 font-semibold text-ink-900">
        {t("costs.heading")}
      </h2>
      <form method="get" action={`${pathname}#custos`} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-40 flex-1">
          <label htmlFor={selectId} className="block text-sm font-semibold text-ink-900">
            {t("costs.length.label")}
          </label>
          <select
            id={selectId}
            name={CONTRACT_MONTHS_PARAM}
            value={months}
            onChange={(event) => {
              setMonths(Number(event.target.value));
              setChanged(true);
            }}
            aria-describedby={`${selectId}-minimum`}
            className="mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-ink-900 shadow-xs focus:border-pine-600"
          >
            {contractLengthOptions(listing.minContractMonths, listing.maxStayMonths).map((option) => (
              <option key={option} value={option}>
                {t("costs.length.option", { months: option })}
              </option>
            ))}
          </select>
        </div>
        {hydrated ? null : (
          <button
            type="submit"
            className="inline-flex min-h-11 items-center rounded-full border border-pine-700 px-4 font-semibold text-pine-800 hover:bg-pine-50"
          >
            {t("costs.update")}
          </button>
        )}
        <p id={`${selectId}-minimum`} className="w-full text-sm text-ink-600">
          {t("costs.length.minimum", { months: minimum })}
        </p>
      </form>

      <dl className="mt-5 divide-y divide-sand-200 border-y border-sand-200" data-testid="costs">
        {/* The rent is what a student compares: the panel's largest figure; the rest reads as detail. */}
        <CostRow
          label={t("costs.rent")}
          value={formatBRL(costs.monthlyRent)}
          testId="cost-rent"
          amount={costs.monthlyRent}
          className="font-display text-h3 font-semibold tabular-nums text-pine-800"
        />
        {costs.condoFee > 0 ? (
          <CostRow
            label={t("costs.condo")}
            value={formatBRL(costs.condoFee)}
            testId="cost-condo"
            amount={costs.condoFee}
            className={money}
          />
        ) : null}
        {costs.iptu > 0 ? (
          <CostRow
            label={t("costs.iptu")}
            value={formatBRL(costs.iptu)}
            testId="cost-iptu"
            amount={costs.iptu}
            className={money}
          />
        ) : null}
        {billRows.map(({ bill, included, estimate }) => (
          <CostRow
            key={bill}
            label={t(`costs.bill.${bill}`)}
            value={included ? t("costs.bill.included") : t("costs.bill.estimate", { amount: formatBRL(estimate) })}
            testId="cost-bill"
            amount={included ? 0 : estimate}
            className={included ? "font-medium text-pine-700" : money}
          />
        ))}
        {costs.monthlyTotal !== costs.monthlyRent ? (
          <CostRow
            label={t("costs.monthly")}
            value={formatBRL(costs.monthlyTotal)}
            testId="cost-monthly"
            amount={costs.monthlyTotal}
            className="font-display text-lg font-semibold tabular-nums text-ink-900"
          />
        ) : null}
        <CostRow
          label={t("costs.total")}
          detail={t("costs.total.detail", { months, rent: formatBRL(costs.monthlyRent) })}
          value={formatBRL(costs.totalRent)}
          testId="cost-total"
          className={money}
        />
        <CostRow
          label={t("costs.deposit")}
          detail={t("costs.deposit.detail", { count: costs.depositMonths })}
          value={formatBRL(costs.deposit)}
          testId="cost-deposit"
          className={money}
        />
      </dl>
      {estimated ? <p className="mt-3 text-sm text-ink-700">{t("costs.bills.note")}</p> : null}
      {unestimated.length > 0 ? (
        <p className="mt-2 text-sm text-ink-700" data-testid="cost-bills-unestimated">
          {t("costs.bills.unestimated", {
            bills: unestimated.map(({ bill }) => t(`listing.bills.${bill}`)).join(", "),
          })}
        </p>
      ) : null}

      <h3 className="mt-5 font-semibold text-ink-900">{t("costs.fine.heading")}</h3>
      <p className="mt-1 text-sm text-ink-700">{t("costs.fine.rule")}</p>
      <p className="mt-2 text-sm text-ink-700" data-testid="cost-fine-example">
        {t("costs.fine.example", {
          fine: formatBRL(costs.fineExample.fine),
          left: costs.fineExample.monthsLeft,
          months,
          due: formatBRL(costs.fineExample.due),
        })}
      </p>
      <p className="mt-4 rounded-lg bg-pine-50 px-3 py-2 text-sm font-medium text-pine-800">{t("costs.perks")}</p>
      <p aria-live="polite" className="sr-only">
        {changed ? t("costs.live", { months, deposit: formatBRL(costs.deposit) }) : ""}
      </p>
    </section>
  );
}

function CostRow({
  label,
  detail,
  value,
  testId,
  amount,
  className,
}: {
  label: string;
  detail?: string;
  value: string;
  testId?: string;
  /** The figure in reais, for what reads the page (0 for a bill the rent includes). */
  amount?: number;
  className: string;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2.5" data-amount={amount}>
      <dt className="text-ink-700">
        {label}
        {detail ? <span className="block text-sm text-ink-600">{detail}</span> : null}
      </dt>
      <dd className={`shrink-0 text-right ${className}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
