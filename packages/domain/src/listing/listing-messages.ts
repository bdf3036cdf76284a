import { VALUE_INVALID_MESSAGE } from "../i18n/common-messages.ts";
import type { Locale } from "../i18n/locales.ts";

/*
 * The messages of the listing form and of photo uploads, in both languages. Schemas and the
 * API report these keys, never the text, so the API and the web translate the same way.
 */
export const LISTING_MESSAGES = {
  "listing.value.invalid": VALUE_INVALID_MESSAGE,
  "listing.text.tooLong": { en: "the text entered is too long", pt: "o texto informado é longo demais" },
  "listing.option.required": { en: "please select an option", pt: "por favor, selecione uma opção" },
  "listing.option.invalid": {
    en: "please choose one of the options shown",
    pt: "por favor, escolha uma das opções apresentadas",
  },
  "listing.title.required": { en: "please give your listing a title", pt: "por favor, dê um título ao anúncio" },
  "listing.address.required": {
    en: "address, number, zip code, neighbourhood fields are required",
    pt: "os campos endereço, número, CEP e bairro são obrigatórios",
  },
  "listing.postalCode.invalid": { en: "the zip code entered is invalid", pt: "o CEP informado é inválido" },
  "listing.postalCode.unknown": {
    en: "we do not know this zip code; please type the address yourself",
    pt: "não conhecemos este CEP; por favor, digite o endereço",
  },
  "listing.state.invalid": {
    en: "use the two letters of a Brazilian state, e.g. SP",
    pt: "use a sigla de um estado brasileiro, por exemplo SP",
  },
  "listing.number.required": { en: "please enter a number", pt: "por favor, informe um número" },
  "listing.area.range": {
    en: "the area must be a whole number from 8 to 2000 m²",
    pt: "a área deve ser um número inteiro de 8 a 2000 m²",
  },
  "listing.bedrooms.range": {
    en: "the bedrooms must be a whole number from 1 to 20",
    pt: "os quartos devem ser um número inteiro de 1 a 20",
  },
  "listing.bathrooms.range": {
    en: "the bathrooms must be a whole number from 1 to 20",
    pt: "os banheiros devem ser um número inteiro de 1 a 20",
  },
  "listing.capacity.range": {
    en: "the maximum number of residents must be a whole number from 1 to 40",
    pt: "o número máximo de moradores deve ser um número inteiro de 1 a 40",
  },
  "listing.age.range": {
    en: "the age must be a whole number from 16 to 99",
    pt: "a idade deve ser um número inteiro de 16 a 99",
  },
  "listing.age.order": {
    en: "the maximum age cannot be below the minimum age",
    pt: "a idade máxima não pode ser menor que a idade mínima",
  },
  "listing.maxStay.order": {
    en: "the maximum stay cannot be shorter than the minimum contract",
    pt: "a estadia máxima não pode ser menor que o contrato mínimo",
  },
  "listing.rent.required": { en: "please enter the rental amount", pt: "por favor, informe o valor do aluguel" },
  "listing.billEstimate.required": {
    en: "please enter the estimated monthly amount (0 if there is none), or tick “included in the rent”",
    pt: "por favor, informe o valor estimado por mês (0 se não houver) ou marque “já vem no aluguel”",
  },
  "listing.billEstimate.invalid": {
    en: "enter an amount in reais from 0 to 5,000, e.g. 120.50",
    pt: "informe um valor em reais de 0 a 5.000, por exemplo 120,50",
  },
  "listing.date.invalid": { en: "please select a valid date", pt: "por favor, selecione uma data válida" },
  "listing.photos.required": {
    en: "please add at least one photo",
    pt: "por favor, adicione pelo menos uma foto",
  },
  "listing.photo.missing": {
    en: "please choose a photo to send",
    pt: "por favor, escolha uma foto para enviar",
  },
  "listing.photo.type": {
    en: "this file is not a JPEG, PNG or WebP image; please choose a photo",
    pt: "este arquivo não é uma imagem JPEG, PNG ou WebP; por favor, escolha uma foto",
  },
  "listing.photo.tooLarge": {
    en: "this photo is larger than 10 MB; please choose a smaller one",
    pt: "esta foto tem mais de 10 MB; por favor, escolha uma menor",
  },
  "listing.photo.tooMany": {
    en: "a listing can have at most 20 photos; delete one to add another",
    pt: "um anúncio pode ter no máximo 20 fotos; apague uma para adicionar outra",
  },
  "listing.photo.order": {
    en: "the order must list every photo of the listing once",
    pt: "a ordem deve conter cada foto do anúncio uma única vez",
  },
  "listing.submit.status": {
    en: "only a draft can be sent for review",
    pt: "apenas um rascunho pode ser enviado para revisão",
  },
  "listing.delete.status": {
    en: "a published listing cannot be deleted here; write to us and we will take it down",
    pt: "um anúncio publicado não pode ser excluído aqui; escreva para nós e nós o retiramos do ar",
  },
  "listing.delete.hasRequests": {
    en: "this listing has received requests from students; write to us and we will take it down",
    pt: "este anúncio já recebeu pedidos de estudantes; escreva para nós e nós o retiramos do ar",
  },
} as const satisfies Record<string, { en: string; pt: string }>;

export type ListingMessageKey = keyof typeof LISTING_MESSAGES;

export const LISTING_MESSAGE_KEYS = Object.keys(LISTING_MESSAGES) as ListingMessageKey[];

export const isListingMessageKey = (key: string): key is ListingMessageKey => Object.hasOwn(LISTING_MESSAGES, key);

/** The text of a key in a language; an unknown key comes back unchanged so nothing is hidden. */
export function listingMessage(key: string, locale: Locale): string {
  return isListingMessageKey(key) ? LISTING_MESSAGES[key][locale] : key;
}
