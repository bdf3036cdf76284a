import type { Locale } from "@campuslar/domain/i18n/locales";
import { formatPhone, isPhoneField } from "@campuslar/domain/phone/phone-number";
import type { OutgoingEmail } from "./outbox.ts";

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
          `Hi ${to.name},`,
          `We received your ${label} (${reference}). Our team will contact you within one business day.`,
        ]
      : [
          `Olá, ${to.name}!`,
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
