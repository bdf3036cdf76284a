import type { Locale } from "../i18n/locales.ts";

/** What staff read next to the fields of a press mention or a testimonial, in both languages. */
export const CONTENT_MESSAGES = {
  "admin.content.outlet.required": {
    en: "enter the publication's name",
    pt: "informe o nome do veículo",
  },
  "admin.content.outlet.tooLong": {
    en: "the publication's name can have at most 80 characters",
    pt: "o nome do veículo pode ter no máximo 80 caracteres",
  },
  "admin.content.headline.required": {
    en: "enter the headline in Portuguese",
    pt: "informe a manchete em português",
  },
  "admin.content.headline.tooLong": {
    en: "the headline can have at most 200 characters",
    pt: "a manchete pode ter no máximo 200 caracteres",
  },
  "admin.content.url.invalid": {
    en: "enter the article's address, starting with https://",
    pt: "informe o endereço da matéria, começando com https://",
  },
  "admin.content.date.invalid": {
    en: "enter a valid date",
    pt: "informe uma data válida",
  },
  "admin.content.date.future": {
    en: "the date cannot be in the future",
    pt: "a data não pode estar no futuro",
  },
  "admin.content.firstName.required": {
    en: "enter the person's first name",
    pt: "informe o primeiro nome da pessoa",
  },
  "admin.content.firstName.tooLong": {
    en: "the first name can have at most 40 characters",
    pt: "o primeiro nome pode ter no máximo 40 caracteres",
  },
  "admin.content.context.required": {
    en: "say who the person is, in Portuguese",
    pt: "diga quem é a pessoa, em português",
  },
  "admin.content.context.tooLong": {
    en: "who the person is can have at most 120 characters",
    pt: "quem é a pessoa pode ter no máximo 120 caracteres",
  },
  "admin.content.quote.required": {
    en: "enter what the person said, in Portuguese",
    pt: "informe o que a pessoa disse, em português",
  },
  "admin.content.quote.tooLong": {
    en: "the quote can have at most 600 characters",
    pt: "o depoimento pode ter no máximo 600 caracteres",
  },
  "admin.content.position.invalid": {
    en: "enter a whole number from 0 to 999",
    pt: "informe um número inteiro de 0 a 999",
  },
  "admin.content.published.invalid": { en: "choose yes or no", pt: "escolha sim ou não" },
  "admin.content.notFound": {
    en: "This item does not exist (it may have been deleted)",
    pt: "Este item não existe (talvez tenha sido excluído)",
  },
} as const satisfies Record<string, Record<Locale, string>>;
