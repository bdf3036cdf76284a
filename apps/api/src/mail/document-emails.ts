import type { Locale } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of a rental's documents (issue 35, point 4), each person in their own language:
 * to both sides when staff approved the last document (the lease is ready to sign), and to the
 * student when staff rejected one, with staff's reason. Never the other side's address.
 */

export type DocumentMailPerson = { email: string; name: string; locale: Locale };
export type DocumentMailRental = { id: string; code: string };

const email = (
  to: DocumentMailPerson,
  copy: { subject: string; lines: string[]; label: string },
  url: string,
  template: string,
  dedupeKey?: string,
): OutgoingEmail => ({
  to: to.email,
  subject: copy.subject,
  text: `${copy.lines.join("\n\n")}\n\n${copy.label}: ${url}`,
  html: emailHtml(copy.lines, { url, label: copy.label }),
  template,
  locale: to.locale,
  ...(dedupeKey ? { dedupeKey } : {}),
});

/** To the student or the owner: every document is approved, the lease waits for their signature. */
export function documentsApprovedEmail(
  to: DocumentMailPerson,
  side: "student" | "owner",
  rental: DocumentMailRental,
  publicUrl: string,
): OutgoingEmail {
  const url = siteUrl(publicUrl, href("rentalLease", to.locale, { id: rental.id }));
  const copy =
    to.locale === "en"
      ? {
          subject: `Rental ${rental.code}: documents approved, the lease is ready to sign`,
          lines: [
            greeting(to.name, "en"),
            side === "student"
              ? `We checked and approved your documents for rental ${rental.code}.`
              : `We checked and approved the student's documents for rental ${rental.code}.`,
            "The lease is ready: read it and sign it on the site with the code we send you by e-mail.",
          ],
          label: "Read and sign the lease",
        }
      : {
          subject: `Aluguel ${rental.code}: documentos aprovados, o contrato está pronto para assinar`,
          lines: [
            greeting(to.name, "pt"),
            side === "student"
              ? `Conferimos e aprovamos seus documentos do aluguel ${rental.code}.`
              : `Conferimos e aprovamos os documentos do estudante do aluguel ${rental.code}.`,
            "O contrato está pronto: leia e assine no site com o código que enviaremos por e-mail.",
          ],
          label: "Ler e assinar o contrato",
        };
  return email(to, copy, url, "rental_documents_approved", `rental-documents-approved:${rental.id}:${side}`);
}

/** To the student: staff rejected a document, why (staff's words), and where to send it again. */
export function documentRejectedEmail(
  to: DocumentMailPerson,
  rental: DocumentMailRental,
  what: { pt: string; en: string },
  reason: string,
  publicUrl: string,
): OutgoingEmail {
  const url = siteUrl(publicUrl, href("rentalDocuments", to.locale, { id: rental.id }));
  const copy =
    to.locale === "en"
      ? {
          subject: `Rental ${rental.code}: please send a document again`,
          lines: [
            greeting(to.name, "en"),
            `We could not accept a document you sent for rental ${rental.code} (${what.en}).`,
            `The reason: ${reason}`,
            "Delete it on the documents page and send a new one.",
          ],
          label: "Open my documents",
        }
      : {
          subject: `Aluguel ${rental.code}: por favor, envie um documento de novo`,
          lines: [
            greeting(to.name, "pt"),
            `Não pudemos aceitar um documento que você enviou para o aluguel ${rental.code} (${what.pt}).`,
            `O motivo: ${reason}`,
            "Exclua-o na página de documentos e envie um novo.",
          ],
          label: "Abrir meus documentos",
        };
  return email(to, copy, url, "rental_document_rejected");
}
