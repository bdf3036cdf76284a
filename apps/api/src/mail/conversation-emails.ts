import type { Locale } from "@campuslar/domain/i18n/locales";
import type { MessageAuthor } from "@campuslar/domain/rentals/conversation-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The notice of a new message in a rental's conversation (issue 35, point 3). It says who wrote
 * and links back to the rental's page, and nothing more: not the message (which, once the lease
 * is signed, may hold contact details), not the writer's address. Answering happens on the site,
 * where masking and reports work; an e-mail that quoted the message would invite a reply by mail.
 */

export type NoticeRecipient = { name: string; email: string; locale: Locale };

export type NoticeFacts = {
  rentalId: string;
  rentalCode: string;
  listing: { code: string; titlePt: string; titleEn: string | null };
  author: MessageAuthor;
};

const WHO: Record<Locale, Record<MessageAuthor, string>> = {
  pt: { student: "O estudante", owner: "O proprietário", staff: "A equipe CampusLar" },
  en: { student: "The student", owner: "The owner", staff: "The CampusLar team" },
};

const COPY = {
  pt: {
    subject: (title: string, code: string) => `Nova mensagem: ${title} (${code})`,
    line: (who: string) => `${who} escreveu sobre o aluguel. Leia e responda pelo site.`,
    safety:
      "Por segurança, as mensagens ficam no site. Nunca pague nem informe dados de pagamento por mensagem ou e-mail.",
    see: "Ler a mensagem",
  },
  en: {
    subject: (title: string, code: string) => `New message: ${title} (${code})`,
    line: (who: string) => `${who} wrote about the rental. Read and answer on the site.`,
    safety: "For your safety, messages stay on the site. Never pay or send payment details by message or e-mail.",
    see: "Read the message",
  },
} satisfies Record<Locale, unknown>;

/** The rental's page in `locale` (`/alugueis/<id>`, `/en/alugueis/<id>`). */
export const rentalPageUrl = (publicUrl: string, rentalId: string, locale: Locale) =>
  siteUrl(publicUrl, href("rental", locale, { id: rentalId }));

/** The notice to one recipient, in their language. */
export function newMessageEmail(facts: NoticeFacts, to: NoticeRecipient, publicUrl: string): OutgoingEmail {
  const locale = to.locale;
  const copy = COPY[locale];
  const title = (locale === "en" && facts.listing.titleEn) || facts.listing.titlePt || facts.listing.code;
  const url = rentalPageUrl(publicUrl, facts.rentalId, locale);
  const lines = [greeting(to.name, locale), copy.line(WHO[locale][facts.author]), copy.safety];
  return {
    to: to.email,
    subject: copy.subject(title, facts.rentalCode),
    text: [...lines, `${copy.see}: ${url}`].join("\n\n"),
    html: emailHtml(lines, { url, label: copy.see }),
    template: "rental-message",
    locale,
  };
}

/** Staff hear of a reported message: which rental, and a link to it; the reason is on the site. */
export function reportedMessageEmail(facts: Omit<NoticeFacts, "author">, staffEmail: string, publicUrl: string) {
  const url = rentalPageUrl(publicUrl, facts.rentalId, "pt");
  const line = `Uma mensagem do aluguel ${facts.rentalCode} (imóvel ${facts.listing.code}) foi denunciada. Veja a conversa no site.`;
  return {
    to: staffEmail,
    subject: `Mensagem denunciada: aluguel ${facts.rentalCode}`,
    text: `${line}\n\n${url}`,
    html: emailHtml([line], { url, label: "Ver a conversa" }),
    template: "rental-message-reported",
    locale: "pt",
  } satisfies OutgoingEmail;
}
