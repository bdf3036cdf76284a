import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatPhone, whatsappDigits } from "@campuslar/domain/phone/phone-number";
import { href } from "@campuslar/domain/routes/route-table";
import { MODE_LABEL } from "@campuslar/domain/visits/visit-messages";
import { VISIT_REMINDER_BEFORE_MS, type VideoCallKind, type VisitMode } from "@campuslar/domain/visits/visit-rules";
import { visitWhenText } from "@campuslar/domain/visits/visit-text";
import { createEvent, type EventAttributes } from "ics";
import { greeting } from "./greeting.ts";
import type { CalendarPart, OutgoingEmail } from "./outbox.ts";
import { type EmailLink, emailHtml, siteUrl } from "./templates.ts";

/*
 * The e-mails of a visit (issue 23), to the student and to the owner, each in their language,
 * as text and HTML, with an iCalendar invitation whose times are UTC instants (so every calendar
 * places them right) and whose UID stays the visit's across moves, its SEQUENCE growing. Links
 * lead to pages that ask before they act: a mail scanner that follows a link changes nothing.
 */

export type VisitPerson = { name: string; email: string; locale: Locale };

/** What every visit e-mail needs, read in the transaction of the change. */
export type VisitMailFacts = {
  id: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  mode: VisitMode;
  listing: { code: string; titlePt: string; titleEn: string | null; address: string };
  student: VisitPerson & { phone: string };
  video: { kind: VideoCallKind | null; link: string | null; phone: string | null };
  /** False until the owner confirms: the address has no door number and `video` is empty. */
  revealed: boolean;
};

/** `withdrawn`: the listing left the catalogue (its owner's account was deleted), so the visit is cancelled. */
export type VisitEvent = "requested" | "confirmed" | "declined" | "cancelled" | "withdrawn" | "moved" | "reminder";

const titleIn = (facts: VisitMailFacts, locale: Locale) =>
  (locale === "en" && facts.listing.titleEn) || facts.listing.titlePt || facts.listing.code;

/** The words the e-mails and the invitation are built of, once per language. */
const WORDS = {
  pt: {
    visit: "Visita",
    code: "código",
    when: "Quando",
    how: "Como",
    where: "Onde",
    videoCall: "Videochamada",
    whatsappCall: (phone: string) => `Videochamada pelo WhatsApp: o proprietário liga de ${phone}`,
    numberLater: "o número chega quando o proprietário confirmar",
    contactLater: "Videochamada: o link ou o número do proprietário chega quando ele confirmar",
    student: "Estudante",
    email: "E-mail",
    phone: "Telefone",
    seeListing: "Ver o imóvel",
    move: "Remarcar a visita",
    cancel: "Cancelar a visita",
    confirm: "Confirmar a visita",
    decline: "Recusar",
    seeVisit: "Ver a visita",
  },
  en: {
    visit: "Visit",
    code: "code",
    when: "When",
    how: "How",
    where: "Where",
    videoCall: "Video call",
    whatsappCall: (phone: string) => `Video call on WhatsApp: the owner calls you from ${phone}`,
    numberLater: "the door number comes once the owner confirms",
    contactLater: "Video call: the owner's link or number comes once they confirm",
    student: "Student",
    email: "E-mail",
    phone: "Phone",
    seeListing: "See the listing",
    move: "Move the visit",
    cancel: "Cancel the visit",
    confirm: "Confirm the visit",
    decline: "Decline",
    seeVisit: "See the visit",
  },
} satisfies Record<Locale, Record<string, string | ((phone: string) => string)>>;

/** Where and how: the address in person; the link or the WhatsApp number by video, once confirmed. */
function whereLine(facts: VisitMailFacts, locale: Locale): string {
  const words = WORDS[locale];
  if (facts.mode === "in_person") {
    return `${words.where}: ${facts.listing.address}${facts.revealed ? "" : ` (${words.numberLater})`}`;
  }
  if (!facts.revealed) return words.contactLater;
  if (facts.video.kind === "link" && facts.video.link) return `${words.videoCall}: ${facts.video.link}`;
  return words.whatsappCall(facts.video.phone ? formatPhone(facts.video.phone) : "").trim();
}

// ---------------------------------------------------------------------------------------------
// The invitation

/** The visit's calendar event: UTC times, its UID for life, cancelled or requested. */
export function visitCalendar(
  facts: VisitMailFacts,
  method: CalendarPart["method"],
  locale: Locale,
  attendee: VisitPerson,
  publicUrl: string,
): CalendarPart {
  const host = new URL(publicUrl).hostname || "campuslar.com.br";
  const title = titleIn(facts, locale);
  const event: EventAttributes = {
    uid: `visit-${facts.id}@${host}`,
    sequence: facts.sequence,
    method,
    productId: "campuslar/visits",
    start: facts.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: facts.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `${WORDS[locale].visit}: ${title} (${facts.listing.code})`,
    description: whereLine(facts, locale),
    location: facts.mode === "in_person" ? facts.listing.address : (facts.video.link ?? "WhatsApp"),
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: "CampusLar", email: `visitas@${host}` },
    attendees: [
      { name: attendee.name, email: attendee.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("the visit's calendar event could not be written");
  return { method, content: value };
}

// ---------------------------------------------------------------------------------------------
// The body

export type Side = "student" | "owner";

/** Each e-mail's subject and its first line, per language, side and event. */
const COPY: Record<Locale, Record<Side, Record<VisitEvent, { subject: string; line: string }>>> = {
  pt: {
    student: {
      requested: {
        subject: "Visita solicitada",
        line: "Recebemos seu pedido de visita. O proprietário vai confirmá-lo.",
      },
      confirmed: { subject: "Visita confirmada", line: "O proprietário confirmou sua visita." },
      declined: {
        subject: "Visita recusada",
        line: "O proprietário não pode receber você neste horário. Escolha outro horário na página do imóvel.",
      },
      cancelled: { subject: "Visita cancelada", line: "Sua visita foi cancelada, como você pediu." },
      withdrawn: {
        subject: "Visita cancelada",
        line: "Este imóvel saiu do site, e por isso sua visita foi cancelada. Procure outros imóveis no site.",
      },
      moved: {
        subject: "Visita remarcada",
        line: "Sua visita mudou de horário. O proprietário vai confirmar o novo horário.",
      },
      reminder: { subject: "Lembrete: sua visita é amanhã", line: "Lembrete: sua visita é daqui a 24 horas." },
    },
    owner: {
      requested: {
        subject: "Novo pedido de visita",
        line: "Um estudante quer visitar seu imóvel. Confirme ou recuse o horário.",
      },
      confirmed: { subject: "Visita confirmada", line: "Você confirmou esta visita." },
      declined: { subject: "Visita recusada", line: "Você recusou esta visita." },
      cancelled: {
        subject: "Visita cancelada",
        line: "O estudante cancelou esta visita. O horário está livre de novo.",
      },
      withdrawn: {
        subject: "Visita cancelada",
        line: "Este imóvel saiu do site, e por isso esta visita foi cancelada. O estudante foi avisado.",
      },
      moved: {
        subject: "Visita remarcada",
        line: "O estudante mudou o horário desta visita. Confirme ou recuse o novo horário.",
      },
      reminder: { subject: "Lembrete: visita amanhã", line: "Lembrete: você recebe uma visita daqui a 24 horas." },
    },
  },
  en: {
    student: {
      requested: { subject: "Visit requested", line: "We received your visit request. The owner will confirm it." },
      confirmed: { subject: "Visit confirmed", line: "The owner confirmed your visit." },
      declined: {
        subject: "Visit declined",
        line: "The owner cannot see you at this time. Choose another time on the listing's page.",
      },
      cancelled: { subject: "Visit cancelled", line: "Your visit is cancelled, as you asked." },
      withdrawn: {
        subject: "Visit cancelled",
        line: "This listing has left the site, so your visit is cancelled. Look for other listings on the site.",
      },
      moved: { subject: "Visit moved", line: "Your visit has a new time. The owner will confirm it." },
      reminder: { subject: "Reminder: your visit is tomorrow", line: "A reminder: your visit is in 24 hours." },
    },
    owner: {
      requested: {
        subject: "New visit request",
        line: "A student wants to visit your listing. Confirm or decline the time.",
      },
      confirmed: { subject: "Visit confirmed", line: "You confirmed this visit." },
      declined: { subject: "Visit declined", line: "You declined this visit." },
      cancelled: { subject: "Visit cancelled", line: "The student cancelled this visit. The time is free again." },
      withdrawn: {
        subject: "Visit cancelled",
        line: "This listing has left the site, so this visit is cancelled. The student has been told.",
      },
      moved: { subject: "Visit moved", line: "The student moved this visit to a new time. Confirm or decline it." },
      reminder: { subject: "Reminder: a visit tomorrow", line: "A reminder: you have a visit in 24 hours." },
    },
  },
};

/** Which calendar method an event sends: a cancellation, or the (updated) invitation. */
const methodOf = (event: VisitEvent): CalendarPart["method"] | null =>
  event === "cancelled" || event === "declined" || event === "withdrawn"
    ? "CANCEL"
    : event === "reminder"
      ? null
      : "REQUEST";

/**
 * One visit e-mail, whichever side it goes to: the greeting, what happened, the visit's facts
 * (what, when, how, then the side's own lines), the side's links, and the invitation the event sends.
 */
function visitEmail(
  side: Side,
  event: VisitEvent,
  facts: VisitMailFacts,
  to: VisitPerson,
  publicUrl: string,
  more: (words: (typeof WORDS)[Locale]) => { facts: string[]; links: EmailLink[] },
): OutgoingEmail {
  const locale = to.locale;
  const words = WORDS[locale];
  const copy = COPY[locale][side][event];
  const title = titleIn(facts, locale);
  const when = visitWhenText(locale, facts.startsAt);
  const own = more(words);
  const lines = [
    greeting(to.name, locale),
    copy.line,
    [
      `${title} (${words.code} ${facts.listing.code})`,
      `${words.when}: ${when}`,
      `${words.how}: ${MODE_LABEL[facts.mode][locale]}`,
      ...own.facts,
    ].join("\n"),
  ];
  const method = methodOf(event);
  return {
    to: to.email,
    subject: `${copy.subject}: ${title} – ${when}`,
    text: [...lines, ...own.links.map((l) => `${l.label}: ${l.url}`)].join("\n\n"),
    html: emailHtml(lines, own.links),
    template: `visit_${event}_${side}`,
    locale,
    ...(method ? { calendar: visitCalendar(facts, method, locale, to, publicUrl) } : {}),
  };
}

/**
 * Whether a side's e-mail of an event carries a link to the visit, so that a token is made for it:
 * the student's, unless the visit is over (cancelled, declined, withdrawn); the owner's, unless
 * cancelled or withdrawn.
 */
export const carriesVisitLink = (side: Side, event: VisitEvent): boolean =>
  !["cancelled", "withdrawn", ...(side === "student" ? ["declined"] : [])].includes(event);

/**
 * To the student: what changed, when and where, and the links to cancel or move the visit with
 * `token` (one of the student's links; null when `carriesVisitLink` says the e-mail has none).
 */
export function studentVisitEmail(
  event: VisitEvent,
  facts: VisitMailFacts,
  publicUrl: string,
  token: string | null,
): OutgoingEmail {
  const locale = facts.student.locale;
  return visitEmail("student", event, facts, facts.student, publicUrl, (words) => {
    const manage = siteUrl(publicUrl, href("visitManage", locale, { token: token ?? "" }));
    const listing = siteUrl(publicUrl, href("property", locale, { code: facts.listing.code }));
    return {
      facts: [whereLine(facts, locale)],
      links:
        event === "withdrawn"
          ? []
          : !token || !carriesVisitLink("student", event)
            ? [{ label: words.seeListing, url: listing }]
            : [
                { label: words.move, url: `${manage}?do=move` },
                { label: words.cancel, url: `${manage}?do=cancel` },
              ],
    };
  });
}

/** To the owner (or staff for a listing without one): who is coming, when, and the links to answer with `token`. */
export function ownerVisitEmail(
  event: VisitEvent,
  facts: VisitMailFacts,
  to: VisitPerson,
  publicUrl: string,
  token: string | null,
): OutgoingEmail {
  const { student } = facts;
  return visitEmail("owner", event, facts, to, publicUrl, (words) => {
    const answer = siteUrl(publicUrl, href("visitOwnerAnswer", to.locale, { token: token ?? "" }));
    return {
      // A student whose account was deleted is left with a name and no contact (decision 018).
      facts: [
        `${words.student}: ${student.name}`,
        ...(student.email
          ? [
              `${words.email}: ${student.email}`,
              `${words.phone}: ${formatPhone(student.phone)} (WhatsApp: https://wa.me/${whatsappDigits(student.phone)})`,
            ]
          : []),
      ],
      links: !token
        ? []
        : event === "requested" || event === "moved"
          ? [
              { label: words.confirm, url: `${answer}?do=confirm` },
              { label: words.decline, url: `${answer}?do=decline` },
            ]
          : event === "cancelled" || event === "withdrawn"
            ? []
            : [{ label: words.seeVisit, url: answer }],
    };
  });
}

/** The reminder's dedupe key: the visit and the start it reminds of, one per side. */
export const visitReminderKey = (visitId: string, startsAt: Date, side: "student" | "owner", to = "") =>
  `visit-reminder:${visitId}:${startsAt.toISOString()}:${side}${to ? `:${to}` : ""}`;

/** When the reminder of a visit starting at `startsAt` goes; null when that moment has passed. */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  const at = new Date(startsAt.getTime() - VISIT_REMINDER_BEFORE_MS);
  return at.getTime() > now.getTime() ? at : null;
}
