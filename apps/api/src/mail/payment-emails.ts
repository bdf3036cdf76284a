import { calendarDayText } from "@campuslar/domain/dates/display-dates";
import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import type { PaymentsConfig } from "../lib/payments-config.ts";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of a rental's charges (issue 36, point 2), to the student in their language: the
 * first payment when the lease is signed, and each month's reminders 7, 3 and 0 days before the
 * due day. Each carries the Pix "copia e cola" code and the bank details, so the student can pay
 * from the e-mail alone, and a link to the rental's payments page, where the QR code is.
 */

export type PaymentPerson = { name: string; email: string; locale: Locale };

export type ChargeMailFacts = {
  rental: { id: string; code: string };
  charge: { id: string; kind: "first_payment" | "monthly_rent"; dueOn: string; periodStart: string | null };
  /** What the Pix code asks (the charge, plus any late fee to today). */
  reference: { reference: string; amountCents: number };
  copyPaste: string;
  bank: PaymentsConfig["bank"];
  publicUrl: string;
};

const money = (cents: number) => formatBRL(centsToReais(cents));

function paymentLines(facts: ChargeMailFacts, locale: Locale): string[] {
  const { bank } = facts;
  const pt = locale === "pt";
  return pt
    ? [
        `Valor: ${money(facts.reference.amountCents)}. Vencimento: ${calendarDayText(locale, facts.charge.dueOn)}.`,
        `Pix copia e cola (cole no app do seu banco):\n${facts.copyPaste}`,
        `Ou por transferência: ${bank.name} (${bank.code}), agência ${bank.branch}, conta ${bank.account}, em nome de ${bank.holder}, CNPJ ${bank.document}. Escreva a referência ${facts.reference.reference} na descrição.`,
      ]
    : [
        `Amount: ${money(facts.reference.amountCents)}. Due: ${calendarDayText(locale, facts.charge.dueOn)}.`,
        `Pix copy-and-paste code (paste it in your bank's app):\n${facts.copyPaste}`,
        `Or by bank transfer: ${bank.name} (${bank.code}), branch ${bank.branch}, account ${bank.account}, in the name of ${bank.holder}, CNPJ ${bank.document}. Write the reference ${facts.reference.reference} in the description.`,
      ];
}

function email(
  to: PaymentPerson,
  template: string,
  subject: string,
  lines: string[],
  facts: ChargeMailFacts,
  dedupeKey: string,
): OutgoingEmail {
  const pt = to.locale === "pt";
  const link = {
    url: siteUrl(facts.publicUrl, href("rentalPayments", to.locale, { id: facts.rental.id })),
    label: pt ? "Ver pagamentos e QR code" : "See payments and the QR code",
  };
  const all = [greeting(to.name, to.locale), ...lines];
  return {
    to: to.email,
    subject,
    text: `${all.join("\n\n")}\n\n${link.label}: ${link.url}\n`,
    html: emailHtml(all, link),
    template,
    locale: to.locale,
    dedupeKey,
  };
}

/** The lease is signed: the first payment (the cash deposit) is due, held until after move-in. */
export function firstPaymentEmail(to: PaymentPerson, facts: ChargeMailFacts): OutgoingEmail {
  const pt = to.locale === "pt";
  return email(
    to,
    "payment_first",
    pt ? `Primeiro pagamento do aluguel ${facts.rental.code}` : `First payment of rental ${facts.rental.code}`,
    [
      pt
        ? "O contrato foi assinado. Falta o primeiro pagamento: o depósito caução do contrato. Ele continua seu: o Campuslar o guarda até 48 horas depois do dia da mudança (para você reclamar se algo estiver errado) e, depois, durante todo o contrato."
        : "The lease is signed. Next is the first payment: the lease's cash deposit. It stays yours: Campuslar holds it until 48 hours after the move-in day (so you can complain if something is wrong) and then for the whole lease.",
      ...paymentLines(facts, to.locale),
    ],
    facts,
    `payment_first:${facts.charge.id}`,
  );
}

/** A month's rent falls due in `daysBefore` days (0: today). Each reminder once, by its key. */
export function rentReminderEmail(to: PaymentPerson, facts: ChargeMailFacts, daysBefore: number): OutgoingEmail {
  const pt = to.locale === "pt";
  const month = (facts.charge.periodStart ?? facts.charge.dueOn).slice(0, 7);
  const when =
    daysBefore === 0
      ? pt
        ? "vence hoje"
        : "is due today"
      : pt
        ? `vence em ${daysBefore} dias`
        : `is due in ${daysBefore} days`;
  return email(
    to,
    "payment_reminder",
    pt ? `Aluguel ${facts.rental.code} de ${month} ${when}` : `Rent of ${facts.rental.code} for ${month} ${when}`,
    [
      pt
        ? `O aluguel de ${month} ${when}. Depois do vencimento, a multa e os juros do contrato são somados.`
        : `The rent for ${month} ${when}. After the due day, the lease's fine and interest are added.`,
      ...paymentLines(facts, to.locale),
    ],
    facts,
    `payment_reminder:${facts.charge.id}:${daysBefore}`,
  );
}
