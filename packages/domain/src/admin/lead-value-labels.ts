import type { Locale } from "../i18n/locales.ts";
import { roomName } from "../lead/interest-bounds.ts";
import type { ContactMethod, FoundVia, ServiceKind, WarrantyType } from "../lead/lead-enums.ts";

/**
 * How staff read the coded answers of a lead form (the inbox's detail and the CSV): the words,
 * not the stored code. A code without a label here is shown as stored, never hidden.
 */
const WARRANTY: Record<WarrantyType, Record<Locale, string>> = {
  guarantor: { pt: "Fiador", en: "Guarantor" },
  insurance: { pt: "Seguro-fiança", en: "Rent guarantee insurance" },
  escrow_deposit: { pt: "Caução (depósito)", en: "Security deposit" },
};

const CONTACT: Record<ContactMethod, Record<Locale, string>> = {
  whatsapp: { pt: "WhatsApp", en: "WhatsApp" },
  email: { pt: "E-mail", en: "E-mail" },
  phone: { pt: "Ligação", en: "Phone call" },
};

const FOUND_VIA: Record<FoundVia, Record<Locale, string>> = {
  google: { pt: "Google", en: "Google" },
  instagram: { pt: "Instagram", en: "Instagram" },
  facebook: { pt: "Facebook", en: "Facebook" },
  tiktok: { pt: "TikTok", en: "TikTok" },
  friend: { pt: "Indicação de amigos", en: "A friend" },
  university: { pt: "Pela universidade", en: "Their university" },
  event: { pt: "Em um evento", en: "An event" },
  other: { pt: "Outro", en: "Other" },
};

const SERVICE: Record<ServiceKind, Record<Locale, string>> = {
  photos_video: { pt: "Fotos e vídeo", en: "Photos and video" },
  digital_marketing: { pt: "Marketing digital", en: "Digital marketing" },
  rent_guarantee: { pt: "Garantia de aluguel", en: "Rent guarantee" },
  repairs: { pt: "Reparos", en: "Repairs" },
  electronics_rental: { pt: "Aluguel de eletrônicos", en: "Electronics rental" },
  integration_events: { pt: "Eventos de integração", en: "Integration events" },
  inspections: { pt: "Vistorias", en: "Inspections" },
};

const LANGUAGE: Record<Locale, Record<Locale, string>> = {
  pt: { pt: "Português", en: "Portuguese" },
  en: { pt: "Inglês", en: "English" },
};

/** The stored field each table of codes belongs to. */
const BY_FIELD: Record<string, Record<string, Record<Locale, string>>> = {
  warrantyType: WARRANTY,
  contactMethod: CONTACT,
  foundVia: FOUND_VIA,
  service: SERVICE,
  locale: LANGUAGE,
};

/** The words for a coded value of `field`, or the value itself when it is not a known code. */
export function leadValueLabel(field: string, value: string, locale: Locale): string {
  if (field === "roomNumber" && /^\d+$/.test(value)) return roomName(Number(value), locale);
  return BY_FIELD[field]?.[value]?.[locale] ?? value;
}
