import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatPhone, whatsappDigits } from "@campuslar/domain/phone/phone-number";
import { href } from "@campuslar/domain/routes/route-table";
import { MODE_LABEL } from "@campuslar/domain/visits/visit-messages";
import { VISIT_REMINDER_BEFORE_MS, type VideoCallKind, type VisitMode } from "@campuslar/domain/visits/visit-rules";
import { visitWhenText } from "@campuslar/domain/visits/visit-text";
import { createEvent, type EventAttributes } from "ics";
import { greeting } from "./greeting.ts";
import type { CalendarPart, OutgoingEmail } from "./outbox.ts";
import { type EmailLink, emailHtml } from "./templates.ts";

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
  studentToken: string;
  ownerToken: string;
};

export type VisitEvent = "requested" | "confirmed" | "declined" | "cancelled" | "moved" | "reminder";

const siteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/$/, "")}${path}`;
const titleIn = (facts: VisitMailFacts, locale: Locale) =>
  (locale === "en" && facts.listing.titleEn) || facts.listing.titlePt || facts.listing.code;

/** Where and how: the address in person; the link or the WhatsApp number by video. */
function whereLine(facts: VisitMailFacts, locale: Locale): string {
  const en = locale === "en";
  if (facts.mode === "in_person") return `${en ? "Where" : "Onde"}: ${facts.listing.address}`;
  if (facts.video.kind === "link" && facts.video.link) {
    return `${en ? "Video call" : "Videochamada"}: ${facts.video.link}`;
  }
  const phone = facts.video.phone ? formatPhone(facts.video.phone) : "";
  return en
    ? `Video call on WhatsApp: the owner calls you from ${phone}`.trim()
    : `Videochamada pelo WhatsApp: o proprietário liga de ${phone}`.trim();
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
    title: locale === "en" ? `Visit: ${title} (${facts.listing.code})` : `Visita: ${title} (${facts.listing.code})`,
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

type Link = EmailLink;

const mailOf = (
  to: VisitPerson,
  subject: string,
  lines: string[],
  links: Link[],
  template: string,
  calendar?: CalendarPart,
): OutgoingEmail => ({
  to: to.email,
  subject,
  text: [...lines, ...links.map((l) => `${l.label}: ${l.url}`)].join("\n\n"),
  html: emailHtml(lines, links),
  template,
  locale: to.locale,
  ...(calendar ? { calendar } : {}),
});

const STUDENT_COPY: Record<VisitEvent, Record<Locale, { subject: string; line: string }>> = {
  requested: {
    pt: { subject: "Visita solicitada", line: "Recebemos seu pedido de visita. O proprietário vai confirmá-lo." },
    en: { subject: "Visit requested", line: "We received your visit request. The owner will confirm it." },
  },
  confirmed: {
    pt: { subject: "Visita confirmada", line: "O proprietário confirmou sua visita." },
    en: { subject: "Visit confirmed", line: "The owner confirmed your visit." },
  },
  declined: {
    pt: {
      subject: "Visita recusada",
      line: "O proprietário não pode receber você neste horário. Escolha outro horário na página do imóvel.",
    },
    en: {
      subject: "Visit declined",
      line: "The owner cannot see you at this time. Choose another time on the listing's page.",
    },
  },
  cancelled: {
    pt: { subject: "Visita cancelada", line: "Sua visita foi cancelada, como você pediu." },
    en: { subject: "Visit cancelled", line: "Your visit is cancelled, as you asked." },
  },
  moved: {
    pt: {
      subject: "Visita remarcada",
      line: "Sua visita mudou de horário. O proprietário vai confirmar o novo horário.",
    },
    en: { subject: "Visit moved", line: "Your visit has a new time. The owner will confirm it." },
  },
  reminder: {
    pt: { subject: "Lembrete: sua visita é amanhã", line: "Lembrete: sua visita é daqui a 24 horas." },
    en: { subject: "Reminder: your visit is tomorrow", line: "A reminder: your visit is in 24 hours." },
  },
};

const OWNER_COPY: Record<VisitEvent, Record<Locale, { subject: string; line: string }>> = {
  requested: {
    pt: {
      subject: "Novo pedido de visita",
      line: "Um estudante quer visitar seu imóvel. Confirme ou recuse o horário.",
    },
    en: { subject: "New visit request", line: "A student wants to visit your listing. Confirm or decline the time." },
  },
  confirmed: {
    pt: { subject: "Visita confirmada", line: "Você confirmou esta visita." },
    en: { subject: "Visit confirmed", line: "You confirmed this visit." },
  },
  declined: {
    pt: { subject: "Visita recusada", line: "Você recusou esta visita." },
    en: { subject: "Visit declined", line: "You declined this visit." },
  },
  cancelled: {
    pt: { subject: "Visita cancelada", line: "O estudante cancelou esta visita. O horário está livre de novo." },
    en: { subject: "Visit cancelled", line: "The student cancelled this visit. The time is free again." },
  },
  moved: {
    pt: {
      subject: "Visita remarcada",
      line: "O estudante mudou o horário desta visita. Confirme ou recuse o novo horário.",
    },
    en: { subject: "Visit moved", line: "The student moved this visit to a new time. Confirm or decline it." },
  },
  reminder: {
    pt: { subject: "Lembrete: visita amanhã", line: "Lembrete: você recebe uma visita daqui a 24 horas." },
    en: { subject: "Reminder: a visit tomorrow", line: "A reminder: you have a visit in 24 hours." },
  },
};

/** Which calendar method an event sends: a cancellation, or the (updated) invitation. */
const methodOf = (event: VisitEvent): CalendarPart["method"] | null =>
  event === "cancelled" || event === "declined" ? "CANCEL" : event === "reminder" ? null : "REQUEST";

/** To the student: what changed, when and where, and the links to cancel or move the visit. */
export function studentVisitEmail(event: VisitEvent, facts: VisitMailFacts, publicUrl: string): OutgoingEmail {
  const to = facts.student;
  const locale = to.locale;
  const en = locale === "en";
  const copy = STUDENT_COPY[event][locale];
  const title = titleIn(facts, locale);
  const lines = [
    greeting(to.name, locale),
    copy.line,
    [
      `${title} (${en ? "code" : "código"} ${facts.listing.code})`,
      `${en ? "When" : "Quando"}: ${visitWhenText(locale, facts.startsAt)}`,
      `${en ? "How" : "Como"}: ${MODE_LABEL[facts.mode][locale]}`,
      whereLine(facts, locale),
    ].join("\n"),
  ];
  const manage = siteUrl(publicUrl, href("visitManage", locale, { token: facts.studentToken }));
  const links: Link[] =
    event === "cancelled" || event === "declined"
      ? [
          {
            label: en ? "See the listing" : "Ver o imóvel",
            url: siteUrl(publicUrl, href("property", locale, { code: facts.listing.code })),
          },
        ]
      : [
          { label: en ? "Move the visit" : "Remarcar a visita", url: `${manage}?do=move` },
          { label: en ? "Cancel the visit" : "Cancelar a visita", url: `${manage}?do=cancel` },
        ];
  const method = methodOf(event);
  return mailOf(
    to,
    `${copy.subject}: ${title} – ${visitWhenText(locale, facts.startsAt)}`,
    lines,
    links,
    `visit_${event}_student`,
    method ? visitCalendar(facts, method, locale, to, publicUrl) : undefined,
  );
}

/** To the owner (or staff for a listing without one): who is coming, when, and the links to answer. */
export function ownerVisitEmail(
  event: VisitEvent,
  facts: VisitMailFacts,
  to: VisitPerson,
  publicUrl: string,
): OutgoingEmail {
  const locale = to.locale;
  const en = locale === "en";
  const copy = OWNER_COPY[event][locale];
  const title = titleIn(facts, locale);
  const lines = [
    greeting(to.name, locale),
    copy.line,
    [
      `${title} (${en ? "code" : "código"} ${facts.listing.code})`,
      `${en ? "When" : "Quando"}: ${visitWhenText(locale, facts.startsAt)}`,
      `${en ? "How" : "Como"}: ${MODE_LABEL[facts.mode][locale]}`,
      `${en ? "Student" : "Estudante"}: ${facts.student.name}`,
      `${en ? "E-mail" : "E-mail"}: ${facts.student.email}`,
      `${en ? "Phone" : "Telefone"}: ${formatPhone(facts.student.phone)} (WhatsApp: https://wa.me/${whatsappDigits(facts.student.phone)})`,
    ].join("\n"),
  ];
  const answer = siteUrl(publicUrl, href("visitOwnerAnswer", locale, { token: facts.ownerToken }));
  const links: Link[] =
    event === "requested" || event === "moved"
      ? [
          { label: en ? "Confirm the visit" : "Confirmar a visita", url: `${answer}?do=confirm` },
          { label: en ? "Decline" : "Recusar", url: `${answer}?do=decline` },
        ]
      : event === "cancelled"
        ? []
        : [{ label: en ? "See the visit" : "Ver a visita", url: answer }];
  const method = methodOf(event);
  return mailOf(
    to,
    `${copy.subject}: ${title} – ${visitWhenText(locale, facts.startsAt)}`,
    lines,
    links,
    `visit_${event}_owner`,
    method ? visitCalendar(facts, method, locale, to, publicUrl) : undefined,
  );
}

/** The reminder's dedupe key: the visit and the start it reminds of, one per side. */
export const visitReminderKey = (visitId: string, startsAt: Date, side: "student" | "owner", to = "") =>
  `visit-reminder:${visitId}:${startsAt.toISOString()}:${side}${to ? `:${to}` : ""}`;

/** When the reminder of a visit starting at `startsAt` goes; null when that moment has passed. */
export function reminderTime(startsAt: Date, now: Date): Date | null {
  const at = new Date(startsAt.getTime() - VISIT_REMINDER_BEFORE_MS);
  return at.getTime() > now.getTime() ? at : null;
}
