import { allInMonthly, BILLS, type Bill } from "../property/all-in-cost.ts";
import { BILL_ESTIMATE_FIELDS, type BillEstimateField } from "./listing-form.ts";

/** What the listing form knows of a month's cost: the rent, the bills it includes and the others' estimates. */
export type FormMonthlyCosts = {
  rentAmount?: number | null;
  includedBills?: readonly string[] | null;
} & { [K in BillEstimateField]?: number | null };

/** The listing's condomínio and IPTU in reais (0 when it charges none). */
export type MonthlyCharges = { condoFee: number; iptu: number };

/** The bills of a form as `allInMonthly` takes them: an estimate not given yet counts as none. */
export function formBills(form: FormMonthlyCosts): Record<Bill, { included: boolean; estimate: number }> {
  const included = new Set(form.includedBills ?? []);
  return Object.fromEntries(
    BILLS.map((bill) => [bill, { included: included.has(bill), estimate: form[BILL_ESTIMATE_FIELDS[bill]] ?? 0 }]),
  ) as Record<Bill, { included: boolean; estimate: number }>;
}

/**
 * The "all-in per month" line of the owner's form: the same sum students see on the listing
 * (domain `allInMonthly`), from what the form holds so far. Null until there is a rent.
 */
export function formAllInMonthly(form: FormMonthlyCosts, charges: MonthlyCharges): number | null {
  return allInMonthly({
    rentAmount: form.rentAmount ?? null,
    condoFee: charges.condoFee,
    iptu: charges.iptu,
    bills: formBills(form),
  });
}
