import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import { DECLINE_REASON_LABEL } from "@campuslar/domain/rentals/rental-messages";
import type { DeclineReason } from "@campuslar/domain/rentals/rental-process";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of a proposal and its answer (issue 35, point 9): each goes to whoever must act
 * next, in their own language, with a link to the rental's page. None carries the other side's
 * e-mail or phone: they meet in the rental's conversation.
 */

export type RentalPerson = { name: string; email: string; locale: Locale };

/** What happened, named from the reader's point of view. */
export type RentalMailEvent =
  | "proposed"
  | "accepted"
  | "declined"
  | "countered"
  | "counter_accepted"
  | "counter_declined"
  | "withdrawn"
  | "expired_student"
  | "expired_owner"
  | "counter_expired_student"
  | "counter_expired_owner"
  | "closed";

export type RentalMailFacts = {
  id: string;
  code: string;
  listing: { code: string; titlePt: string; titleEn: string | null };
  moveIn: string;
  months: number;
  monthlyRentCents: number;
  declineReason: DeclineReason | null;
};

type Copy = { subject: string; line: string };

const COPY: Record<Locale, Record<RentalMailEvent, Copy>> = {
  pt: {
    proposed: {
      subject: "Nova proposta de aluguel",
      line: "Um estudante enviou uma proposta para o seu imóvel. Aceite, recuse ou faça uma contraproposta em até 48 horas; sem resposta, a proposta expira.",
    },
    accepted: {
      subject: "Proposta aceita",
      line: "Sua proposta foi aceita! O próximo passo é enviar seus documentos pelo site.",
    },
    declined: { subject: "Proposta recusada", line: "O proprietário recusou sua proposta." },
    countered: {
      subject: "Contraproposta recebida",
      line: "O proprietário fez uma contraproposta. Aceite ou recuse em até 48 horas; sem resposta, ela expira.",
    },
    counter_accepted: {
      subject: "Contraproposta aceita",
      line: "O estudante aceitou sua contraproposta. Agora ele envia os documentos, que nossa equipe confere.",
    },
    counter_declined: { subject: "Contraproposta recusada", line: "O estudante recusou sua contraproposta." },
    withdrawn: { subject: "Proposta retirada", line: "O estudante retirou a proposta. Não é preciso responder." },
    expired_student: {
      subject: "Proposta expirada",
      line: "A proposta expirou: não houve resposta em 48 horas. Você pode procurar outros imóveis ou enviar uma nova proposta.",
    },
    expired_owner: {
      subject: "Proposta expirada",
      line: "Esta proposta expirou sem resposta em 48 horas, e o estudante foi avisado. Responder a tempo melhora a sua taxa de resposta no anúncio.",
    },
    counter_expired_student: {
      subject: "Contraproposta expirada",
      line: "A contraproposta do proprietário expirou: você não respondeu em 48 horas. Você pode enviar uma nova proposta.",
    },
    counter_expired_owner: {
      subject: "Contraproposta expirada",
      line: "O estudante não respondeu à sua contraproposta em 48 horas, e ela expirou.",
    },
    closed: {
      subject: "Proposta encerrada",
      line: "O proprietário aceitou outra proposta para estas datas, e por isso a sua foi encerrada. Você pode procurar outros imóveis.",
    },
  },
  en: {
    proposed: {
      subject: "New rental proposal",
      line: "A student sent a proposal for your home. Accept, decline or counter it within 48 hours; unanswered, it expires.",
    },
    accepted: {
      subject: "Proposal accepted",
      line: "Your proposal was accepted! The next step is to send your documents through the site.",
    },
    declined: { subject: "Proposal declined", line: "The owner declined your proposal." },
    countered: {
      subject: "Counter-proposal received",
      line: "The owner made a counter-proposal. Accept or decline it within 48 hours; unanswered, it expires.",
    },
    counter_accepted: {
      subject: "Counter-proposal accepted",
      line: "The student accepted your counter-proposal. They now send their documents, which our team checks.",
    },
    counter_declined: { subject: "Counter-proposal declined", line: "The student declined your counter-proposal." },
    withdrawn: { subject: "Proposal withdrawn", line: "The student withdrew the proposal. No answer is needed." },
    expired_student: {
      subject: "Proposal expired",
      line: "The proposal expired: there was no answer within 48 hours. You can look for other homes or send a new proposal.",
    },
    expired_owner: {
      subject: "Proposal expired",
      line: "This proposal expired unanswered after 48 hours, and the student has been told. Answering in time improves the response rate shown on your listing.",
    },
    counter_expired_student: {
      subject: "Counter-proposal expired",
      line: "The owner's counter-proposal expired: you did not answer within 48 hours. You can send a new proposal.",
    },
    counter_expired_owner: {
      subject: "Counter-proposal expired",
      line: "The student did not answer your counter-proposal within 48 hours, so it expired.",
    },
    closed: {
      subject: "Proposal closed",
      line: "The owner accepted another proposal for these dates, so yours is closed. You can look for other homes.",
    },
  },
};

const WORDS = {
  pt: {
    code: "código",
    from: "Entrada",
    months: "Meses",
    rent: "Aluguel mensal",
    reason: "Motivo",
    see: "Ver o aluguel",
  },
  en: {
    code: "code",
    from: "Move-in",
    months: "Months",
    rent: "Monthly rent",
    reason: "Reason",
    see: "See the rental",
  },
} satisfies Record<Locale, Record<string, string>>;

/** The rental's page in `locale`: `/alugueis/<id>`, under `/en` in English. */
export const rentalPagePath = (id: string, locale: Locale): string => href("rental", locale, { id });

const dateIn = (date: string, locale: Locale) => {
  const [year, month, day] = date.split("-");
  return locale === "en" ? `${year}-${month}-${day}` : `${day}/${month}/${year}`;
};

/** One e-mail of a rental to `to`, in their language. */
export function rentalEmail(
  event: RentalMailEvent,
  facts: RentalMailFacts,
  to: RentalPerson,
  publicUrl: string,
): OutgoingEmail {
  const locale = to.locale;
  const copy = COPY[locale][event];
  const words = WORDS[locale];
  const title = (locale === "en" && facts.listing.titleEn) || facts.listing.titlePt || facts.listing.code;
  const url = siteUrl(publicUrl, rentalPagePath(facts.id, locale));
  const terms = [
    `${title} (${words.code} ${facts.listing.code})`,
    `${words.from}: ${dateIn(facts.moveIn, locale)}`,
    `${words.months}: ${facts.months}`,
    `${words.rent}: ${formatBRL(facts.monthlyRentCents / 100)}`,
  ];
  if (event === "declined" && facts.declineReason) {
    terms.push(`${words.reason}: ${DECLINE_REASON_LABEL[facts.declineReason][locale]}`);
  }
  const lines = [greeting(to.name, locale), copy.line, terms.join("\n")];
  return {
    to: to.email,
    subject: `${copy.subject}: ${title} (${facts.code})`,
    text: [...lines, `${words.see}: ${url}`].join("\n\n"),
    html: emailHtml(lines, { url, label: words.see }),
    template: `rental_${event}`,
    locale,
  };
}
