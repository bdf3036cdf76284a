import type { Locale } from "@campuslar/domain/i18n/locales";
import { roomName } from "@campuslar/domain/lead/interest-bounds";
import { formatReaisInput } from "@campuslar/domain/money/money";
import { formatPhone, isPhoneField } from "@campuslar/domain/phone/phone-number";
import { href } from "@campuslar/domain/routes/route-table";
import { greeting } from "./greeting.ts";
import type { OutgoingEmail } from "./outbox.ts";
import { emailHtml } from "./templates.ts";

export type LeadKind = "interest" | "purchase" | "advertise" | "concierge" | "service";

const KIND_LABEL: Record<LeadKind, Record<Locale, string>> = {
  interest: { pt: "interesse no imóvel", en: "interest in a listing" },
  purchase: { pt: "interesse na compra do imóvel", en: "enquiry about buying a listing" },
  advertise: { pt: "pedido para anunciar", en: "request to advertise" },
  concierge: { pt: "inscrição no concierge", en: "concierge sign-up" },
  service: { pt: "pedido de serviço", en: "service request" },
};

/** To the person who sent the form, in their language: we have it, and what happens next. */
export function leadConfirmationEmail(
  kind: LeadKind,
  to: { email: string; name: string },
  reference: string,
  locale: Locale,
): OutgoingEmail {
  const label = KIND_LABEL[kind][locale];
  const lines =
    locale === "en"
      ? [
          greeting(to.name, "en"),
          `We received your ${label} (${reference}). Our team will contact you within one business day.`,
        ]
      : [
          greeting(to.name, "pt"),
          `Recebemos seu ${label} (${reference}). Nossa equipe entra em contato em até um dia útil.`,
        ];
  return {
    to: to.email,
    subject: locale === "en" ? `We received your ${label}` : `Recebemos seu ${label}`,
    text: lines.join("\n\n"),
    template: `lead_${kind}_confirmation`,
    locale,
  };
}

/** The listing an interest is about, as its confirmation names it. */
export type InterestListingRef = {
  code: string;
  title: string;
  address: { street: string; number: string; neighbourhood: string; city: string; state: string };
  room?: number | undefined;
  /** Issue 35: the stay the interest described, carried into the proposal it invites (same field names). */
  stay?: { moveDate: string; stayPeriodMonths: number; proposalValue: number; warrantyType: string };
};

/** "Rua Augusta, 1500 – Consolação, São Paulo – SP" (no number when the listing gives none). */
const addressLine = ({ street, number, neighbourhood, city, state }: InterestListingRef["address"]) =>
  `${number.trim() ? `${street}, ${number}` : street} – ${neighbourhood}, ${city} – ${state}`;

/**
 * To a tenant who expressed interest, in their language: which listing (title, code, address,
 * the room when they chose one), a link to it on the site in that language, and what happens next.
 */
export function interestConfirmationEmail(
  to: { email: string; name: string },
  reference: string,
  listing: InterestListingRef,
  publicUrl: string,
  locale: Locale,
): OutgoingEmail {
  const url = `${publicUrl.replace(/\/$/, "")}${href("property", locale, { code: listing.code })}`;
  const en = locale === "en";
  // Issue 35: the interest can become a proposal on the site, prefilled with the same stay.
  const prefill = new URLSearchParams(
    listing.stay
      ? {
          moveDate: listing.stay.moveDate,
          stayPeriodMonths: String(listing.stay.stayPeriodMonths),
          proposalValue: formatReaisInput(listing.stay.proposalValue),
          warrantyType: listing.stay.warrantyType,
          ...(listing.room === undefined ? {} : { roomNumber: String(listing.room) }),
        }
      : {},
  );
  const proposeUrl = `${publicUrl.replace(/\/$/, "")}${href("rentalPropose", locale, { code: listing.code })}${prefill.size > 0 ? `?${prefill}` : ""}`;
  const invite = en
    ? "Want to secure it now? Turn your interest into a proposal on the site: the owner answers within 48 hours."
    : "Quer garantir o imóvel agora? Transforme seu interesse em uma proposta pelo site: o proprietário responde em até 48 horas.";
  const proposeLabel = en ? "Turn it into a proposal" : "Transformar em proposta";
  const about = [
    en ? `${listing.title} (code ${listing.code})` : `${listing.title} (código ${listing.code})`,
    addressLine(listing.address),
    ...(listing.room === undefined ? [] : [roomName(listing.room, locale)]),
  ].join("\n");
  const lines = en
    ? [
        greeting(to.name, "en"),
        `We received your interest in this listing (${reference}):`,
        about,
        "Our team will contact you within one business day.",
        invite,
      ]
    : [
        greeting(to.name, "pt"),
        `Recebemos seu interesse neste imóvel (${reference}):`,
        about,
        "Nossa equipe entra em contato em até um dia útil.",
        invite,
      ];
  const label = en ? "See the listing" : "Ver o imóvel";
  return {
    to: to.email,
    subject: en
      ? `We received your interest in ${listing.title} (${listing.code})`
      : `Recebemos seu interesse em ${listing.title} (${listing.code})`,
    text: `${lines.join("\n\n")}\n\n${label}: ${url}\n${proposeLabel}: ${proposeUrl}`,
    html: emailHtml(lines, [
      { url, label },
      { url: proposeUrl, label: proposeLabel },
    ]),
    template: "lead_interest_confirmation",
    locale,
  };
}

/** To the staff inbox: what came in and where to find it. Never includes more than the form held. */
/** The country beside a phone field: the formatted number already says it. */
const isPhoneCountryField = (field: string) => field.endsWith("Country") && isPhoneField(field.slice(0, -7));

const staffText = (field: string, value: unknown): string => {
  if (isPhoneField(field)) return formatPhone(String(value));
  return typeof value === "object" ? JSON.stringify(value) : String(value);
};

export function leadStaffEmail(kind: LeadKind, reference: string, summary: Record<string, unknown>): OutgoingEmail {
  const body = Object.entries(summary)
    .filter(([field, value]) => value !== undefined && value !== null && value !== "" && !isPhoneCountryField(field))
    .map(([field, value]) => `${field}: ${staffText(field, value)}`)
    .join("\n");
  return {
    to: "",
    subject: `[CampusLar] ${KIND_LABEL[kind].pt} ${reference}`,
    text: body,
    template: `lead_${kind}_staff`,
    locale: "pt",
  };
}
