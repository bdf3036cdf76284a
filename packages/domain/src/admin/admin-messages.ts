import { CONTENT_MESSAGES } from "../content/content-messages.ts";
import type { Locale } from "../i18n/locales.ts";

/** What the staff backoffice's API says, in both languages: field messages (keys) and errors. */
export const ADMIN_MESSAGES = {
  "admin.page.invalid": { en: "the page number is invalid", pt: "o número da página é inválido" },
  "admin.date.invalid": { en: "enter the date as YYYY-MM-DD", pt: "informe a data como AAAA-MM-DD" },
  "admin.dates.reversed": {
    en: "the start date must come before the end date",
    pt: "a data inicial deve vir antes da data final",
  },
  "admin.search.tooLong": { en: "the search is too long", pt: "a busca é longa demais" },
  "admin.kind.invalid": { en: "choose a kind of request", pt: "escolha um tipo de pedido" },
  "admin.status.invalid": { en: "choose a status", pt: "escolha um status" },
  "admin.notes.tooLong": { en: "the notes are too long", pt: "as anotações são longas demais" },
  "admin.reason.required": {
    en: "tell the owner why the listing cannot be published",
    pt: "explique ao proprietário por que o anúncio não pode ser publicado",
  },
  "admin.reason.tooLong": {
    en: "the reason can have at most 1000 characters",
    pt: "o motivo pode ter no máximo 1000 caracteres",
  },
  "admin.sponsored.invalid": { en: "choose yes or no", pt: "escolha sim ou não" },
  "admin.customer.unknown": { en: "choose one of the customers", pt: "escolha um dos clientes" },
  "admin.role.invalid": { en: "choose a role", pt: "escolha um perfil" },
  "admin.lead.notFound": { en: "This request does not exist", pt: "Este pedido não existe" },
  "admin.listing.notFound": { en: "This listing does not exist", pt: "Este anúncio não existe" },
  "admin.version.invalid": {
    en: "say which version of the change you reviewed",
    pt: "informe qual versão da alteração você revisou",
  },
  "admin.change.none": {
    en: "This listing has no change waiting for review",
    pt: "Este anúncio não tem alteração aguardando revisão",
  },
  "admin.change.stale": {
    en: "The owner edited this change after you opened it; look at it again before deciding",
    pt: "O proprietário editou esta alteração depois que você a abriu; confira de novo antes de decidir",
  },
  "admin.listing.notPending": {
    en: "Only a listing waiting for review can be published or rejected",
    pt: "Só um anúncio aguardando revisão pode ser publicado ou recusado",
  },
  "admin.listing.notPublished": {
    en: "Only a published listing can be verified",
    pt: "Só um anúncio publicado pode ser verificado",
  },
  "admin.verification.method": {
    en: "choose how the team saw the home: a visit or a video call",
    pt: "escolha como a equipe viu o imóvel: visita ou videochamada",
  },
  "admin.user.notFound": { en: "This user does not exist", pt: "Este usuário não existe" },
  "admin.user.ownRole": {
    en: "You cannot change your own role: ask another staff member",
    pt: "Você não pode mudar o seu próprio perfil: peça a outra pessoa da equipe",
  },
  ...CONTENT_MESSAGES,
} as const satisfies Record<string, Record<Locale, string>>;

export type AdminMessageKey = keyof typeof ADMIN_MESSAGES;

export const isAdminMessageKey = (key: string): key is AdminMessageKey => Object.hasOwn(ADMIN_MESSAGES, key);

export const adminMessage = (key: AdminMessageKey, locale: Locale): string => ADMIN_MESSAGES[key][locale];
