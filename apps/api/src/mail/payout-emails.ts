import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of an owner's payouts (issue 36, point 6). A new payout account takes effect only
 * through the link sent to the account's address, and the address hears of the change even when
 * the link is never opened: a stolen session cannot quietly redirect an owner's money.
 */

export const PAYOUT_CONFIRM_TEMPLATE = "payout_account_confirm";
export const PAYOUT_CHANGE_NOTICE_TEMPLATE = "payout_account_changing";
export const PAYOUT_SENT_TEMPLATE = "payout_sent";

export type PayoutRecipient = { name: string; email: string; locale: Locale };

/** The confirmation page with its token, on the site's public origin, in the owner's language. */
export const payoutConfirmUrl = (publicUrl: string, token: string, locale: Locale) =>
  siteUrl(publicUrl, href("payoutConfirm", locale, { token }));

/**
 * The link that makes a new payout account the one paid. `masked` shows which account, the way
 * the site shows it (never the whole key in an e-mail).
 */
export function payoutConfirmEmail(
  to: PayoutRecipient,
  input: { token: string; masked: string; validHours: number; holdHours: number; publicUrl: string },
): OutgoingEmail {
  const url = payoutConfirmUrl(input.publicUrl, input.token, to.locale);
  const copy =
    to.locale === "en"
      ? {
          subject: "Confirm your new payout account",
          lines: [
            greeting(to.name, "en"),
            `You asked to receive your rent at a new account: ${input.masked}.`,
            `Confirm it with the link below. It works once, for ${input.validHours} hours.${input.holdHours > 0 ? ` Once confirmed, payouts wait ${input.holdHours} hours before going to the new account.` : ""}`,
            `If you did not ask for this, do not open the link: change your password and write to ${COMPANY.contactEmail}.`,
          ],
          label: "Confirm the new account",
        }
      : {
          subject: "Confirme sua nova conta de recebimento",
          lines: [
            greeting(to.name, "pt"),
            `Você pediu para receber seus aluguéis numa nova conta: ${input.masked}.`,
            `Confirme pelo link abaixo. Ele funciona uma vez, por ${input.validHours} horas.${input.holdHours > 0 ? ` Depois de confirmada, os repasses esperam ${input.holdHours} horas antes de ir para a nova conta.` : ""}`,
            `Se não foi você, não abra o link: troque sua senha e escreva para ${COMPANY.contactEmail}.`,
          ],
          label: "Confirmar a nova conta",
        };
  return {
    to: to.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
    html: emailHtml(copy.lines, { url, label: copy.label }),
    template: PAYOUT_CONFIRM_TEMPLATE,
    locale: to.locale,
  };
}

/** Sent with every change asked for, whether or not it is confirmed: the owner learns of it either way. */
export function payoutChangeNoticeEmail(
  to: PayoutRecipient,
  input: { masked: string; current: string | null; publicUrl: string },
): OutgoingEmail {
  const url = siteUrl(input.publicUrl, href("ownerPayouts", to.locale));
  const copy =
    to.locale === "en"
      ? {
          subject: "Your payout account is changing",
          lines: [
            greeting(to.name, "en"),
            input.current
              ? `Someone signed in to your account asked to change where your rent is paid, from ${input.current} to ${input.masked}.`
              : `Someone signed in to your account asked to receive your rent at ${input.masked}.`,
            "Nothing changes until the link in our other e-mail is opened, and payouts then wait 24 hours.",
            `If this was not you, change your password now and write to ${COMPANY.contactEmail}: we will stop the change.`,
          ],
          label: "See my payouts",
        }
      : {
          subject: "Sua conta de recebimento está mudando",
          lines: [
            greeting(to.name, "pt"),
            input.current
              ? `Alguém conectado à sua conta pediu para mudar onde você recebe seus aluguéis, de ${input.current} para ${input.masked}.`
              : `Alguém conectado à sua conta pediu para receber seus aluguéis em ${input.masked}.`,
            "Nada muda até o link do nosso outro e-mail ser aberto, e os repasses esperam então 24 horas.",
            `Se não foi você, troque sua senha agora e escreva para ${COMPANY.contactEmail}: nós paramos a mudança.`,
          ],
          label: "Ver meus recebimentos",
        };
  return {
    to: to.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
    html: emailHtml(copy.lines, { url, label: copy.label }),
    template: PAYOUT_CHANGE_NOTICE_TEMPLATE,
    locale: to.locale,
  };
}

/** A payout was put in a batch for the bank: how much, to which account, the reference it carries. */
export function payoutSentEmail(
  to: PayoutRecipient,
  input: { payoutId: string; amountCents: number; masked: string; reference: string; publicUrl: string },
): OutgoingEmail {
  const url = siteUrl(input.publicUrl, href("ownerPayouts", to.locale));
  const amount = formatBRL(centsToReais(input.amountCents));
  const copy =
    to.locale === "en"
      ? {
          subject: `Payout of ${amount} on its way`,
          lines: [
            greeting(to.name, "en"),
            `We are sending you ${amount} to ${input.masked}, with the reference ${input.reference}. It usually arrives within one business day.`,
            "Your monthly statement shows which rents it pays.",
          ],
          label: "See my statement",
        }
      : {
          subject: `Repasse de ${amount} a caminho`,
          lines: [
            greeting(to.name, "pt"),
            `Estamos enviando ${amount} para ${input.masked}, com a referência ${input.reference}. Costuma chegar em até um dia útil.`,
            "Seu extrato do mês mostra quais aluguéis ele paga.",
          ],
          label: "Ver meu extrato",
        };
  return {
    to: to.email,
    subject: copy.subject,
    text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
    html: emailHtml(copy.lines, { url, label: copy.label }),
    template: PAYOUT_SENT_TEMPLATE,
    locale: to.locale,
    dedupeKey: `${PAYOUT_SENT_TEMPLATE}:${input.payoutId}`,
  };
}
