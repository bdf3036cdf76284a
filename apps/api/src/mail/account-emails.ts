import type { Locale } from "@campuslar/domain/i18n/locales";
import { COMPANY } from "@campuslar/domain/site/company";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml } from "./templates.ts";

export const ACCOUNT_DELETED_TEMPLATE = "account_deleted";

/** The owner's notice of visits cancelled with the listings of a deleted account (decision 028). */
const VISIT_WITHDRAWN_OWNER_TEMPLATE = "visit_withdrawn_owner";

/**
 * What the outbox blanks in a message once it is sent or has failed for good: the address and
 * text of the last e-mails to a deleted account (the deletion's own, and the notices of the visits
 * it cancelled), whose rows then record only that they went (decision 018). Nothing for any other.
 */
export const forgottenWhenDone = (template: string) =>
  template === ACCOUNT_DELETED_TEMPLATE || template === VISIT_WITHDRAWN_OWNER_TEMPLATE
    ? { toAddress: "", textBody: "", htmlBody: null, calendar: null }
    : {};

/**
 * The last e-mail to an address whose account was deleted: what was erased and whom to write to
 * if it was not the owner's doing. The outbox forgets its address and text once it is delivered
 * (`forgottenWhenDone`), so nothing of the person stays behind it.
 */
export function accountDeletedEmail(to: { email: string; name: string; id: string }, locale: Locale): OutgoingEmail {
  const lines =
    locale === "en"
      ? [
          greeting(to.name, "en"),
          "Your CampusLar account was deleted, as you asked. Every session was ended, and your details, favourites and roommate questionnaire were erased; the requests you sent no longer carry your name or contact details.",
          `If you did not ask for this, write to ${COMPANY.contactEmail}.`,
          "This is the last e-mail we send to this address. You are welcome to create a new account whenever you like.",
        ]
      : [
          greeting(to.name, "pt"),
          "Sua conta no CampusLar foi excluída, como você pediu. Todas as sessões foram encerradas e seus dados, favoritos e questionário de colegas de quarto foram apagados; os pedidos que você enviou não trazem mais o seu nome nem os seus contatos.",
          `Se não foi você que pediu, escreva para ${COMPANY.contactEmail}.`,
          "Este é o último e-mail que enviamos para este endereço. Se quiser voltar, é só criar uma nova conta.",
        ];
  return {
    to: to.email,
    subject: locale === "en" ? "Your CampusLar account was deleted" : "Sua conta no CampusLar foi excluída",
    text: lines.join("\n\n"),
    html: emailHtml(lines),
    template: ACCOUNT_DELETED_TEMPLATE,
    locale,
    // One deletion, one e-mail, however many times the request is retried.
    dedupeKey: `${ACCOUNT_DELETED_TEMPLATE}:${to.id}`,
  };
}
