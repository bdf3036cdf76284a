import type { Locale } from "../i18n/locales.ts";
import type { DeclineReason } from "./rental-process.ts";

/*
 * The API's sentences about rentals (issue 35): why a proposal or an answer is refused. The
 * fields of the proposal and counter forms keep the interest form's messages (`lead.*`); these
 * are what happens to the rental as a whole.
 */
export const RENTAL_MESSAGES = {
  "rental.listing.unknown": {
    en: "this listing cannot be rented online: it is not a published home for rent",
    pt: "este anúncio não pode ser alugado pelo site: não é um imóvel para alugar publicado",
  },
  "rental.ownListing": {
    en: "you cannot send a proposal for your own listing",
    pt: "você não pode enviar uma proposta para o seu próprio anúncio",
  },
  "rental.space.taken": {
    en: "these dates collide with a rental already accepted for this home or room; please choose other dates",
    pt: "estas datas coincidem com um aluguel já aceito para este imóvel ou quarto; por favor, escolha outras datas",
  },
  "rental.notFound": { en: "this rental does not exist", pt: "este aluguel não existe" },
  "rental.notAllowed": {
    en: "you are not allowed to do this with this rental",
    pt: "você não tem permissão para fazer isso com este aluguel",
  },
  "rental.state": {
    en: "this rental has moved on and can no longer be changed this way; reload the page to see where it stands",
    pt: "este aluguel já mudou de etapa e não pode mais ser alterado assim; recarregue a página para ver como está",
  },
  "rental.expired": {
    en: "this proposal expired: it was not answered within 48 hours",
    pt: "esta proposta expirou: não foi respondida em 48 horas",
  },
  "rental.room.unknown": {
    en: "this listing has no such room",
    pt: "este anúncio não tem este quarto",
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type RentalMessageKey = keyof typeof RENTAL_MESSAGES;

export const isRentalMessageKey = (key: string): key is RentalMessageKey => Object.hasOwn(RENTAL_MESSAGES, key);

/** The text of a key in a language; anything else comes back unchanged (already a sentence). */
export const rentalMessage = (key: string, locale: Locale): string =>
  isRentalMessageKey(key) ? RENTAL_MESSAGES[key][locale] : key;

/** Why an owner declined, as the student reads it. */
export const DECLINE_REASON_LABEL: Record<DeclineReason, Record<Locale, string>> = {
  dates_unavailable: { pt: "As datas não estão disponíveis", en: "The dates are not available" },
  already_rented: { pt: "O imóvel já foi alugado", en: "The home is already rented" },
  offer_too_low: { pt: "O valor oferecido é baixo demais", en: "The offer is too low" },
  stay_too_short: { pt: "A estadia é curta demais", en: "The stay is too short" },
  profile_mismatch: {
    pt: "O perfil não combina com o que o proprietário procura",
    en: "The profile does not match what the owner is looking for",
  },
  other: { pt: "Outro motivo", en: "Another reason" },
};
