import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of visits: the booking form, the owner's schedule, and the answers of the API.
 * Schemas report these keys, never the text, so the API and the web translate the same way.
 */
export const VISIT_MESSAGES = {
  "visit.slot.required": {
    en: "please choose a time for the visit",
    pt: "por favor, escolha um horário para a visita",
  },
  "visit.slot.unavailable": {
    en: "this time is no longer free; please choose another one",
    pt: "este horário não está mais livre; por favor, escolha outro",
  },
  "visit.slot.taken": {
    en: "someone has just booked this time; please choose another one",
    pt: "alguém acabou de reservar este horário; por favor, escolha outro",
  },
  "visit.mode.required": { en: "please choose how to visit", pt: "por favor, escolha como quer visitar" },
  "visit.mode.notOffered": {
    en: "the owner does not offer visits this way",
    pt: "o proprietário não oferece visitas desta forma",
  },
  "visit.name.required": { en: "please tell us your name", pt: "por favor, informe seu nome" },
  "visit.email.required": { en: "please tell us your e-mail", pt: "por favor, informe seu e-mail" },
  "visit.email.invalid": { en: "the e-mail is invalid", pt: "o e-mail informado é inválido" },
  "visit.phone.required": { en: "please tell us your phone", pt: "por favor, informe seu telefone" },
  "visit.phone.invalid": { en: "the phone number is invalid", pt: "o número de telefone é inválido" },
  "visit.text.tooLong": { en: "this is too long", pt: "o texto é longo demais" },
  "visit.listing.unknown": { en: "this listing is not available", pt: "este anúncio não está disponível" },
  "visit.listing.noVisits": {
    en: "this listing does not take visits through the site",
    pt: "este anúncio não recebe agendamento de visitas pelo site",
  },
  "visit.notFound": {
    en: "this visit link is invalid or has expired",
    pt: "este link de visita é inválido ou expirou",
  },
  "visit.notLive": {
    en: "this visit was cancelled or declined and can no longer change",
    pt: "esta visita foi cancelada ou recusada e não pode mais ser alterada",
  },
  "visit.past": { en: "this visit has already happened", pt: "esta visita já aconteceu" },
  "visit.sameSlot": {
    en: "the visit is already at this time; choose another one",
    pt: "a visita já está neste horário; escolha outro",
  },
  "visit.booked": {
    en: "Visit requested. We sent the details to your e-mail; the owner will confirm it.",
    pt: "Visita solicitada. Enviamos os detalhes para seu e-mail; o proprietário vai confirmá-la.",
  },
  "visit.window.invalid": {
    en: "a visit window must start before it ends, on the half hour, within the day",
    pt: "uma janela de visitas deve começar antes de terminar, em horas cheias ou meias horas, dentro do dia",
  },
  "visit.window.overlap": {
    en: "two windows of the same day overlap",
    pt: "duas janelas do mesmo dia se sobrepõem",
  },
  "visit.window.tooMany": {
    en: "at most 6 windows a day",
    pt: "no máximo 6 janelas por dia",
  },
  "visit.weekday.invalid": { en: "choose a day of the week", pt: "escolha um dia da semana" },
  "visit.date.invalid": { en: "enter a valid date", pt: "informe uma data válida" },
  "visit.exception.duplicate": {
    en: "this date already has an exception",
    pt: "esta data já tem uma exceção",
  },
  "visit.exception.tooMany": { en: "at most 60 exceptions", pt: "no máximo 60 exceções" },
  "visit.modes.required": {
    en: "offer visits in person, by video or both",
    pt: "ofereça visitas presenciais, por vídeo ou ambas",
  },
  "visit.videoKind.required": {
    en: "choose a video link or a WhatsApp video call",
    pt: "escolha um link de vídeo ou uma chamada de vídeo por WhatsApp",
  },
  "visit.videoLink.invalid": {
    en: "enter the video link, starting with https://",
    pt: "informe o link da videochamada, começando com https://",
  },
  "visit.videoPhone.invalid": {
    en: "enter the WhatsApp number for video calls",
    pt: "informe o número de WhatsApp para as videochamadas",
  },
  "visit.status.invalid": { en: "unknown status", pt: "status desconhecido" },
} as const satisfies Record<string, Record<Locale, string>>;

export type VisitMessageKey = keyof typeof VISIT_MESSAGES;

export const isVisitMessageKey = (key: string): key is VisitMessageKey => Object.hasOwn(VISIT_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged (already a sentence). */
export const visitMessage = (key: string, locale: Locale): string =>
  isVisitMessageKey(key) ? VISIT_MESSAGES[key][locale] : key;

/** "(horário de Brasília)" / "(São Paulo time)": what every visit time is written with. */
export const ZONE_NOTE: Record<Locale, string> = { pt: "(horário de Brasília)", en: "(São Paulo time)" };

export const MODE_LABEL: Record<"in_person" | "video", Record<Locale, string>> = {
  in_person: { pt: "Presencial", en: "In person" },
  video: { pt: "Por vídeo", en: "By video" },
};

export const STATUS_LABEL: Record<"requested" | "confirmed" | "declined" | "cancelled", Record<Locale, string>> = {
  requested: { pt: "Aguardando confirmação", en: "Awaiting confirmation" },
  confirmed: { pt: "Confirmada", en: "Confirmed" },
  declined: { pt: "Recusada", en: "Declined" },
  cancelled: { pt: "Cancelada", en: "Cancelled" },
};
