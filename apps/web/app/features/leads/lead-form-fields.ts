import { SERVICE_KINDS, type ServiceKind } from "@campuslar/domain/lead/lead-enums";

/*
 * The fields of the owner, concierge and service forms (no schema here: this module reaches the
 * browser). The names are the API's, so the server passes them on as they are; the included
 * bills are three ticks sent as `billsIncluded.water` and so on, one object for the API.
 */

export const BILLS = ["water", "electricity", "cleaning"] as const;
export type Bill = (typeof BILLS)[number];
export const billField = (bill: Bill) => `billsIncluded.${bill}` as const;

export const ADVERTISE_FIELDS = [
  "name",
  "phone",
  "phoneCountry",
  "email",
  "postalCode",
  "address",
  "number",
  "complement",
  "neighbourhood",
  "bedrooms",
  "bathrooms",
  "parking",
  "allowPets",
  "monthlyRent",
  "contractPeriodMonths",
  ...BILLS.map(billField),
  "proposal",
  "visitDate",
  "moveDate",
  "comments",
  "coupon",
] as const;

export const CONCIERGE_FIELDS = ["fullName", "messagingContact", "messagingContactCountry"] as const;

export const SERVICE_FIELDS = ["service", "name", "email", "phone", "phoneCountry", "propertyCode", "message"] as const;

/** The query parameter that picks a service in the request form (`/servicos?servico=repairs`). */
export const SERVICE_PARAM = "servico";

export const isServiceKind = (value: string | null | undefined): value is ServiceKind =>
  (SERVICE_KINDS as readonly string[]).includes(value ?? "");

/**
 * After a lead is stored the page is shown again with its reference in this parameter
 * (`?enviado=ADV-12`): the thank-you state, which a reload cannot send twice.
 */
export const SENT_PARAM = "enviado";

/** A receipt's reference as the API makes them (`ADV-12`), or nothing for anything else. */
export const sentReference = (value: string | null): string | undefined =>
  value !== null && /^[A-Z]{3}-\d{1,12}$/.test(value) ? value : undefined;

/** What the visitor typed, by field name. */
export type LeadFormValues = Record<string, string>;

/** A refused submission's messages: one per field, and one for the whole form. */
export type LeadFormErrors = { fields: Record<string, string>; form?: string };

/** What every lead form is drawn from: its idempotency key, and a refused submission's answers and messages. */
export type LeadFormState = { idempotencyKey: string; values?: LeadFormValues; errors?: LeadFormErrors };

/** Bedroom and bathroom counts offered by the owner form (more fit in the comments). */
export const ROOM_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/** The id of each page's form section: links and the thank-you redirect point there. */
export const FORM_ANCHORS = { advertise: "anuncie", conciergeFgv: "cadastro", services: "pedido" } as const;
