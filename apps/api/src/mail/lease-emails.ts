import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { EmailAttachment, OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of a lease (issue 35, point 6), each to one person in their language, with a link
 * back to the lease's page and never the other side's address: the signing code, the other
 * side's signature, the signed lease (attached) and a change of terms that voids the signatures.
 */

export type LeasePerson = { name: string; email: string; locale: Locale };
type Rental = { id: string; code: string };

const leaseUrl = (publicUrl: string, rental: Rental, locale: Locale) =>
  siteUrl(publicUrl, href("rentalLease", locale, { id: rental.id }));

function email(
  to: LeasePerson,
  template: string,
  subject: string,
  paragraphs: string[],
  link: { url: string; label: string },
  extra: Partial<OutgoingEmail> = {},
): OutgoingEmail {
  const lines = [greeting(to.name, to.locale), ...paragraphs];
  return {
    to: to.email,
    subject,
    text: `${lines.join("\n\n")}\n\n${link.label}: ${link.url}\n`,
    html: emailHtml(lines, link),
    template,
    locale: to.locale,
    ...extra,
  };
}

/** The one-time code that confirms a signature; its life and attempts are said so a late try is understood. */
export function leaseCodeEmail(to: LeasePerson, rental: Rental, code: string, minutes: number, publicUrl: string) {
  const pt = to.locale === "pt";
  return email(
    to,
    "lease_code",
    pt
      ? `Seu código para assinar o contrato ${rental.code}: ${code}`
      : `Your code to sign lease ${rental.code}: ${code}`,
    pt
      ? [
          `Seu código para assinar o contrato do aluguel ${rental.code} é ${code}.`,
          `Ele vale por ${minutes} minutos. Se não foi você quem pediu, ignore este e-mail: ninguém assina sem o código.`,
        ]
      : [
          `Your code to sign the lease of rental ${rental.code} is ${code}.`,
          `It is valid for ${minutes} minutes. If you did not ask for it, ignore this e-mail: no one signs without the code.`,
        ],
    { url: leaseUrl(publicUrl, rental, to.locale), label: pt ? "Abrir o contrato" : "Open the lease" },
  );
}

/** To the side that has not signed yet. */
export function leaseSignedByOtherEmail(to: LeasePerson, rental: Rental, publicUrl: string) {
  const pt = to.locale === "pt";
  return email(
    to,
    "lease_signed_by_other",
    pt ? `Falta a sua assinatura no contrato ${rental.code}` : `Lease ${rental.code} waits for your signature`,
    [
      pt
        ? "A outra parte já assinou o contrato. Falta só você."
        : "The other side has signed the lease. Only yours is missing.",
    ],
    { url: leaseUrl(publicUrl, rental, to.locale), label: pt ? "Ler e assinar" : "Read and sign" },
  );
}

/** To both sides once both signed: the signed PDF attached, read from the private store when it goes. */
export function leaseCompleteEmail(to: LeasePerson, rental: Rental, signed: EmailAttachment, publicUrl: string) {
  const pt = to.locale === "pt";
  return email(
    to,
    "lease_complete",
    pt ? `Contrato ${rental.code} assinado pelas duas partes` : `Lease ${rental.code} signed by both sides`,
    pt
      ? [
          "O contrato foi assinado pelas duas partes. A cópia assinada, com a página de assinaturas, segue em anexo.",
          "O próximo passo é o primeiro pagamento. O estudante já pode baixar a declaração de moradia na página do contrato.",
        ]
      : [
          "Both sides have signed the lease. The signed copy, with its signature page, is attached.",
          "Next comes the first payment. The student can now download the housing letter from the lease's page.",
        ],
    { url: leaseUrl(publicUrl, rental, to.locale), label: pt ? "Ver o contrato" : "See the lease" },
    { attachments: [signed] },
  );
}

/** The terms changed: the lease is new, and every signature given is void. */
export function leaseAmendedEmail(to: LeasePerson, rental: Rental, publicUrl: string) {
  const pt = to.locale === "pt";
  return email(
    to,
    "lease_amended",
    pt ? `As condições do aluguel ${rental.code} mudaram` : `The terms of rental ${rental.code} changed`,
    [
      pt
        ? "As condições do aluguel foram alteradas. Um novo contrato será gerado e as assinaturas anteriores não valem mais: leia e assine de novo."
        : "The terms of the rental were changed. A new lease will be made and earlier signatures no longer count: please read and sign again.",
    ],
    { url: leaseUrl(publicUrl, rental, to.locale), label: pt ? "Ver o contrato" : "See the lease" },
  );
}
