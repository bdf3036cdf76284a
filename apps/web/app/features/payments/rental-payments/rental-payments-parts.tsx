import { calendarDayText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import { CHARGE_KIND_LABELS } from "@campuslar/domain/payments/payment-messages";
import { href } from "@campuslar/domain/routes/route-table";
import { useState } from "react";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { useHydrated } from "../../../ui/use-hydrated.ts";
import type { RentalCharge, RentalPayments, RentalPix } from "./rental-payments.server.ts";
import "./messages.ts";

/*
 * The parts of a rental's money on its payments page (issue 36, points 3 and 9). The Pix code is plain selectable text, so it can be copied without
 * JavaScript; the copy button is a help once the page can answer it.
 */

const linkClass = "inline-flex min-h-11 items-center font-semibold text-pine-800 underline";

/** "Caução" or "Rent from 1 Mar to 31 Mar": what a charge is for. */
export function chargeName(
  charge: Pick<RentalCharge, "kind" | "periodStart" | "periodEnd">,
  locale: Locale,
  t: ReturnType<typeof useT>["t"],
) {
  if (charge.kind === "monthly_rent" && charge.periodStart && charge.periodEnd) {
    return t("rentalPayments.month", {
      from: calendarDayText(locale, charge.periodStart),
      to: calendarDayText(locale, charge.periodEnd),
    });
  }
  return CHARGE_KIND_LABELS[charge.kind][locale];
}

const receiptHref = (rentalId: string, chargeId: string) =>
  `/alugueis/${encodeURIComponent(rentalId)}/pagamentos/${encodeURIComponent(chargeId)}/recibo.pdf`;

/** Copies the code once the page can; before that (or without JavaScript) the code is selected by hand. */
function CopyButton({ text }: { text: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setStatus(t("rentalPayments.pix.copied"));
    } catch {
      setStatus(t("rentalPayments.pix.copyFailed"));
    }
  };
  return (
    <div>
      <Button variant="secondary" onClick={copy} disabled={!hydrated}>
        {t("rentalPayments.pix.copy")}
      </Button>
      <p aria-live="polite" className="mt-1 text-sm text-pine-800 empty:hidden">
        {status}
      </p>
    </div>
  );
}

/** One open charge to pay: its amount and day, the Pix QR and copy-and-paste code. */
export function PixBox({ charge, pix }: { charge: RentalCharge; pix: RentalPix }) {
  const { locale, t } = useT();
  const amount = formatBRL(pix.amount);
  return (
    <div className="rounded-xl border border-sand-300 bg-white p-5" data-testid="pix-box">
      <h3 className="font-display text-h4 font-semibold text-ink-900">{chargeName(charge, locale, t)}</h3>
      <p className="mt-1 text-lg font-semibold text-ink-900" data-testid="pix-amount">
        {t("rentalPayments.due.amount", { amount, day: calendarDayText(locale, charge.dueOn) })}
      </p>
      {charge.late ? (
        <p className="mt-1 text-sm font-semibold text-brand-800">
          {t("rentalPayments.due.late", {
            day: calendarDayText(locale, charge.dueOn),
            fee: formatBRL(charge.lateFee),
          })}
        </p>
      ) : null}
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(pix.qrSvg)}`}
          alt={t("rentalPayments.pix.qr", { amount })}
          width={224}
          height={224}
          className="size-56 shrink-0 self-center rounded-lg border border-sand-200 bg-white sm:self-start"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <h4 className="font-semibold text-ink-900" id={`pix-code-${pix.chargeId}`}>
            {t("rentalPayments.pix.copyPaste")}
          </h4>
          <p
            className="select-all rounded-lg bg-sand-50 p-3 font-mono text-sm break-all text-ink-900"
            data-testid="pix-code"
          >
            {pix.copyPaste}
          </p>
          <p className="text-sm text-ink-700">{t("rentalPayments.pix.copyHint")}</p>
          <CopyButton text={pix.copyPaste} />
          <p className="text-sm text-ink-700">
            {t("rentalPayments.pix.validUntil", { when: dateTimeText(locale, pix.expiresAt) })}
          </p>
        </div>
      </div>
    </div>
  );
}

/** The company's bank account for a transfer, with the reference to write. */
export function BankDetails({
  bank,
  reference,
}: {
  bank: NonNullable<RentalPayments["bank"]>;
  reference: string | null;
}) {
  const { t } = useT();
  const rows: [string, string][] = [
    [t("rentalPayments.bank.bank"), `${bank.name} (${bank.code})`],
    [t("rentalPayments.bank.branch"), bank.branch],
    [t("rentalPayments.bank.account"), bank.account],
    [t("rentalPayments.bank.holder"), bank.holder],
    [t("rentalPayments.bank.document"), bank.document],
    ...(reference ? ([[t("rentalPayments.bank.reference"), reference]] as [string, string][]) : []),
  ];
  return (
    <section aria-labelledby="bank-title" className="rounded-xl border border-sand-300 bg-white p-5">
      <h3 id="bank-title" className="font-display text-h4 font-semibold text-ink-900">
        {t("rentalPayments.bank.title")}
      </h3>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm" data-testid="bank-details">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-700">{label}</dt>
            <dd className="font-semibold break-all text-ink-900 select-all">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** What the site holds now and until when, and the deposit in custody, said for the reader's side. */
export function HeldMoney({ payments }: { payments: RentalPayments }) {
  const { locale, t } = useT();
  const { held, depositCustody, side } = payments;
  if (held.amount <= 0 && depositCustody <= 0) return null;
  return (
    <div className="space-y-1 rounded-xl bg-pine-50 p-4 text-ink-900" data-testid="held-money">
      {held.amount > 0 ? (
        <>
          <p className="font-semibold">
            {held.until
              ? t("rentalPayments.held.until", {
                  amount: formatBRL(held.amount),
                  when: dateTimeText(locale, held.until),
                })
              : `${t("rentalPayments.held.title")}: ${formatBRL(held.amount)}`}
          </p>
          <p className="text-sm">
            {side === "owner" ? t("rentalPayments.held.owner") : t("rentalPayments.held.student")}
          </p>
          {side === "student" && payments.state === "awaiting_move_in" ? (
            <AppLink to={href("rentalArrival", locale, { id: payments.rentalId })} className={linkClass}>
              {t("rentalPayments.held.arrival")}
            </AppLink>
          ) : null}
        </>
      ) : null}
      {depositCustody > 0 ? (
        <p className="text-sm font-semibold">{t("rentalPayments.custody", { amount: formatBRL(depositCustody) })}</p>
      ) : null}
    </div>
  );
}

function statusText(charge: RentalCharge, t: ReturnType<typeof useT>["t"]) {
  if (charge.status === "open" && charge.late) return t("rentalPayments.status.late");
  return t(`rentalPayments.status.${charge.status}`);
}

/** Every charge of the rental, newest due last, with a receipt link once paid. */
export function ChargeList({ payments }: { payments: RentalPayments }) {
  const { locale, t } = useT();
  return (
    <ul className="divide-y divide-sand-200 rounded-xl border border-sand-300 bg-white" data-testid="charge-list">
      {payments.charges.map((charge) => {
        const name = chargeName(charge, locale, t);
        return (
          <li key={charge.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">{name}</p>
              <p className="text-sm text-ink-700">
                {charge.status === "paid" && charge.paidAt
                  ? t("rentalPayments.paidOn", { day: dateTimeText(locale, charge.paidAt) })
                  : `${t("rentalPayments.col.due")}: ${calendarDayText(locale, charge.dueOn)}`}
              </p>
            </div>
            <div className="sm:text-right">
              <p className="font-semibold text-ink-900">{formatBRL(charge.amount)}</p>
              {charge.lateFee > 0 ? (
                <p className="text-sm text-brand-800">
                  {t("rentalPayments.lateFee", { fee: formatBRL(charge.lateFee) })}
                </p>
              ) : null}
              <p className="text-sm text-ink-700">{statusText(charge, t)}</p>
              {charge.status === "paid" ? (
                <a
                  href={receiptHref(payments.rentalId, charge.id)}
                  className={linkClass}
                  aria-label={t("rentalPayments.receiptOf", { what: name })}
                >
                  {t("rentalPayments.receipt")}
                </a>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The lease's rents month by month; for the owner, what reaches them of each. */
export function RentSchedule({ payments }: { payments: RentalPayments }) {
  const { locale, t } = useT();
  const owner = payments.side === "owner";
  return (
    <section aria-labelledby="schedule-title" className="space-y-3">
      <h2 id="schedule-title" className="font-display text-h3 font-semibold text-ink-900">
        {owner ? t("rentalPayments.schedule.ownerTitle") : t("rentalPayments.schedule.title")}
      </h2>
      <p className="text-sm text-ink-700">
        {owner ? t("rentalPayments.schedule.ownerIntro") : t("rentalPayments.schedule.intro")}
      </p>
      <ul className="divide-y divide-sand-200 rounded-xl border border-sand-300 bg-white" data-testid="rent-schedule">
        {payments.schedule.map((month) => (
          <li
            key={month.periodStart}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                {t("rentalPayments.month", {
                  from: calendarDayText(locale, month.periodStart),
                  to: calendarDayText(locale, month.periodEnd),
                })}
              </p>
              <p className="text-sm text-ink-700">
                {t("rentalPayments.col.due")}: {calendarDayText(locale, month.dueOn)}
              </p>
            </div>
            <div className="sm:text-right">
              <p className="font-semibold text-ink-900">
                {owner ? `${t("rentalPayments.col.yours")}: ${formatBRL(month.ownerShare)}` : formatBRL(month.rent)}
              </p>
              <p className="text-sm text-ink-700">{t(`rentalPayments.status.${month.status}`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
