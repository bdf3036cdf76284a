import { calendarDayText } from "@campuslar/domain/dates/display-dates";
import { roomName } from "@campuslar/domain/lead/interest-bounds";
import { formatBRL } from "@campuslar/domain/money/money";
import type { RentalTermsView } from "@campuslar/domain/rentals/rental-forms";
import { useT } from "../../i18n/t.ts";
import { escrowDeposit } from "./rental-costs.ts";
import "./messages.ts";

/** A rental's terms as a list of label and value: the agreed ones, or the student's original proposal. */
export function RentalTermsList({ terms, testId }: { terms: RentalTermsView; testId?: string }) {
  const { locale, t } = useT();
  const rows: [string, string][] = [
    [t("rentals.terms.moveIn"), calendarDayText(locale, terms.moveIn)],
    [t("rentals.terms.moveOut"), calendarDayText(locale, terms.moveOut)],
    [t("rentals.terms.months"), t("rentals.terms.monthsValue", { months: terms.months })],
    [t("rentals.terms.rent"), formatBRL(terms.monthlyRent)],
    [t("rentals.terms.guarantee"), t(`rentals.guarantee.${terms.guarantee}`)],
    ...(terms.guarantee === "escrow_deposit"
      ? [[t("rentals.terms.deposit"), formatBRL(escrowDeposit(terms.monthlyRent, terms.months))] as [string, string]]
      : []),
    [t("rentals.terms.occupants"), String(terms.occupants)],
    ...(terms.roomNumber !== null
      ? [[t("rentals.terms.room"), roomName(terms.roomNumber, locale)] as [string, string]]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5" data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-ink-700">{label}</dt>
          <dd className="font-semibold text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Whether two sets of terms differ: a counter-proposal shows the original beside them. */
export const termsDiffer = (a: RentalTermsView, b: RentalTermsView): boolean =>
  a.moveIn !== b.moveIn || a.months !== b.months || a.monthlyRent !== b.monthlyRent;
