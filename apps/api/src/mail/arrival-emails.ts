import type { Locale } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of the hold's end (issue 36, points 5 and 7), each person in their own language:
 * a move-in confirmed or the 48 hours passed (money released), an arrival claim opened (to the
 * student with the concierge's offer, to staff to decide) and decided (to both sides), and a
 * cancellation with what it refunds. Amounts are what the ledger posted, never recomputed here.
 */

export type ArrivalPerson = { name: string; email: string; locale: Locale };
export type ArrivalRental = { id: string; code: string; title: string };
export type ArrivalAmounts = { refundCents?: number; penaltyCents?: number; heldCents?: number };

export type ArrivalMailEvent =
  | "moved_in_student"
  | "moved_in_owner"
  | "released_student"
  | "released_owner"
  | "claim_opened_student"
  | "claim_opened_owner"
  | "claim_opened_staff"
  | "claim_decided_student"
  | "claim_decided_owner"
  | "cancelled_by_student_student"
  | "cancelled_by_student_owner"
  | "cancelled_by_owner_student"
  | "cancelled_by_owner_owner";

const brl = (cents: number | undefined) => formatBRL(centsToReais(cents ?? 0));

/** The concierge's offer, in the student's confirmation e-mail and on the arrival page alike. */
export const CONCIERGE_OFFER: Record<Locale, string> = {
  pt: "Nossa equipe de concierge pode ajudar você a encontrar outra moradia: responda a este e-mail e falamos com você.",
  en: "Our concierge can help you find another home: reply to this e-mail and we will get in touch.",
};

type Copy = { subject: string; lines: (a: ArrivalAmounts) => string[]; link: "rental" | "arrival" | "claims" };

const COPY: Record<Locale, Record<ArrivalMailEvent, Copy>> = {
  pt: {
    moved_in_student: {
      subject: "Entrada confirmada",
      lines: () => [
        "Você confirmou que se mudou. O primeiro pagamento foi liberado ao proprietário; o depósito continua guardado em seu nome até o fim do contrato.",
      ],
      link: "rental",
    },
    moved_in_owner: {
      subject: "O estudante se mudou",
      lines: () => [
        "O estudante confirmou a entrada no imóvel. O aluguel retido foi liberado e entra no seu próximo repasse.",
      ],
      link: "rental",
    },
    released_student: {
      subject: "Pagamento liberado",
      lines: () => [
        "Passaram-se 48 horas do fim do dia da entrada sem reclamação, e o primeiro pagamento foi liberado. O depósito continua guardado em seu nome até o fim do contrato.",
      ],
      link: "rental",
    },
    released_owner: {
      subject: "Pagamento liberado",
      lines: () => [
        "Passaram-se 48 horas do fim do dia da entrada sem reclamação do estudante. O aluguel retido foi liberado e entra no seu próximo repasse.",
      ],
      link: "rental",
    },
    claim_opened_student: {
      subject: "Recebemos sua reclamação",
      lines: (a) => [
        `Recebemos sua reclamação de chegada. O valor retido (${brl(a.heldCents)}) continua retido até nossa equipe decidir, e avisaremos você por e-mail.`,
        CONCIERGE_OFFER.pt,
      ],
      link: "arrival",
    },
    claim_opened_owner: {
      subject: "O estudante abriu uma reclamação de chegada",
      lines: () => [
        "O estudante abriu uma reclamação de chegada. O pagamento continua retido até nossa equipe decidir; entraremos em contato se precisarmos de você.",
      ],
      link: "rental",
    },
    claim_opened_staff: {
      subject: "Nova reclamação de chegada para decidir",
      lines: (a) => [
        `Um estudante abriu uma reclamação de chegada. Valor retido: ${brl(a.heldCents)}. Decida no painel.`,
      ],
      link: "claims",
    },
    claim_decided_student: {
      subject: "Sua reclamação foi decidida",
      lines: (a) =>
        (a.refundCents ?? 0) > 0
          ? [
              `Nossa equipe decidiu sua reclamação: ${brl(a.refundCents)} serão devolvidos a você por transferência bancária.`,
              CONCIERGE_OFFER.pt,
            ]
          : ["Nossa equipe decidiu sua reclamação: o pagamento foi liberado ao proprietário."],
      link: "rental",
    },
    claim_decided_owner: {
      subject: "A reclamação de chegada foi decidida",
      lines: (a) =>
        (a.refundCents ?? 0) > 0
          ? [`Nossa equipe decidiu a reclamação do estudante: ${brl(a.refundCents)} serão devolvidos ao estudante.`]
          : ["Nossa equipe decidiu a reclamação do estudante: o aluguel retido foi liberado a você."],
      link: "rental",
    },
    cancelled_by_student_student: {
      subject: "Aluguel cancelado",
      lines: (a) => [
        `Você cancelou o aluguel. Pela política de cancelamento do anúncio, você recebe de volta ${brl(a.refundCents)} por transferência bancária.`,
      ],
      link: "rental",
    },
    cancelled_by_student_owner: {
      subject: "O estudante cancelou o aluguel",
      lines: (a) => [
        (a.penaltyCents ?? 0) > 0
          ? `O estudante cancelou o aluguel. Pela política de cancelamento do anúncio, ${brl(a.penaltyCents)} ficam com você e entram no seu próximo repasse.`
          : "O estudante cancelou o aluguel. O imóvel volta a receber propostas.",
      ],
      link: "rental",
    },
    cancelled_by_owner_student: {
      subject: "O proprietário cancelou o aluguel",
      lines: (a) => [
        `O proprietário cancelou o aluguel. Você recebe de volta tudo o que pagou (${brl(a.refundCents)}) por transferência bancária.`,
        CONCIERGE_OFFER.pt,
      ],
      link: "rental",
    },
    cancelled_by_owner_owner: {
      subject: "Você cancelou o aluguel",
      lines: () => [
        "Você cancelou o aluguel. O estudante recebe de volta tudo o que pagou, e o cancelamento fica registrado no seu perfil de proprietário.",
      ],
      link: "rental",
    },
  },
  en: {
    moved_in_student: {
      subject: "Move-in confirmed",
      lines: () => [
        "You confirmed you moved in. The first payment was released to the owner; the deposit stays kept in your name until the lease ends.",
      ],
      link: "rental",
    },
    moved_in_owner: {
      subject: "The student moved in",
      lines: () => ["The student confirmed moving in. The held rent was released and goes into your next payout."],
      link: "rental",
    },
    released_student: {
      subject: "Payment released",
      lines: () => [
        "48 hours passed after the end of the move-in day with no claim, so the first payment was released. The deposit stays kept in your name until the lease ends.",
      ],
      link: "rental",
    },
    released_owner: {
      subject: "Payment released",
      lines: () => [
        "48 hours passed after the end of the move-in day with no claim from the student. The held rent was released and goes into your next payout.",
      ],
      link: "rental",
    },
    claim_opened_student: {
      subject: "We received your claim",
      lines: (a) => [
        `We received your arrival claim. The held amount (${brl(a.heldCents)}) stays held until our team decides, and we will tell you by e-mail.`,
        CONCIERGE_OFFER.en,
      ],
      link: "arrival",
    },
    claim_opened_owner: {
      subject: "The student opened an arrival claim",
      lines: () => [
        "The student opened an arrival claim. The payment stays held until our team decides; we will contact you if we need you.",
      ],
      link: "rental",
    },
    claim_opened_staff: {
      subject: "New arrival claim to decide",
      lines: (a) => [`A student opened an arrival claim. Held: ${brl(a.heldCents)}. Decide it in the backoffice.`],
      link: "claims",
    },
    claim_decided_student: {
      subject: "Your claim was decided",
      lines: (a) =>
        (a.refundCents ?? 0) > 0
          ? [
              `Our team decided your claim: ${brl(a.refundCents)} will be refunded to you by bank transfer.`,
              CONCIERGE_OFFER.en,
            ]
          : ["Our team decided your claim: the payment was released to the owner."],
      link: "rental",
    },
    claim_decided_owner: {
      subject: "The arrival claim was decided",
      lines: (a) =>
        (a.refundCents ?? 0) > 0
          ? [`Our team decided the student's claim: ${brl(a.refundCents)} will be refunded to the student.`]
          : ["Our team decided the student's claim: the held rent was released to you."],
      link: "rental",
    },
    cancelled_by_student_student: {
      subject: "Rental cancelled",
      lines: (a) => [
        `You cancelled the rental. Under the listing's cancellation policy you get ${brl(a.refundCents)} back by bank transfer.`,
      ],
      link: "rental",
    },
    cancelled_by_student_owner: {
      subject: "The student cancelled the rental",
      lines: (a) => [
        (a.penaltyCents ?? 0) > 0
          ? `The student cancelled the rental. Under the listing's cancellation policy, ${brl(a.penaltyCents)} is yours and goes into your next payout.`
          : "The student cancelled the rental. Your home takes proposals again.",
      ],
      link: "rental",
    },
    cancelled_by_owner_student: {
      subject: "The owner cancelled the rental",
      lines: (a) => [
        `The owner cancelled the rental. You get back everything you paid (${brl(a.refundCents)}) by bank transfer.`,
        CONCIERGE_OFFER.en,
      ],
      link: "rental",
    },
    cancelled_by_owner_owner: {
      subject: "You cancelled the rental",
      lines: () => [
        "You cancelled the rental. The student gets back everything they paid, and the cancellation is recorded on your owner profile.",
      ],
      link: "rental",
    },
  },
};

const SEE: Record<Locale, Record<Copy["link"], string>> = {
  pt: { rental: "Ver o aluguel", arrival: "Ver a chegada", claims: "Ver as reclamações" },
  en: { rental: "See the rental", arrival: "See your arrival", claims: "See the claims" },
};

/** One e-mail of the hold's end to `to`, in their language, linking to the page where they act. */
export function arrivalEmail(
  event: ArrivalMailEvent,
  rental: ArrivalRental,
  to: ArrivalPerson,
  amounts: ArrivalAmounts,
  publicUrl: string,
): OutgoingEmail {
  const locale = to.locale;
  const copy = COPY[locale][event];
  const path =
    copy.link === "claims"
      ? href("adminClaims", locale)
      : copy.link === "arrival"
        ? href("rentalArrival", locale, { id: rental.id })
        : href("rental", locale, { id: rental.id });
  const url = siteUrl(publicUrl, path);
  const label = SEE[locale][copy.link];
  const lines = [greeting(to.name, locale), ...copy.lines(amounts), `${rental.title} (${rental.code})`];
  return {
    to: to.email,
    subject: `${copy.subject}: ${rental.title} (${rental.code})`,
    text: [...lines, `${label}: ${url}`].join("\n\n"),
    html: emailHtml(lines, { url, label }),
    template: `arrival_${event}`,
    locale,
    dedupeKey: `arrival:${event}:${rental.id}:${to.email}`,
  };
}
