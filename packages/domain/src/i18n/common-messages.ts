import type { Locale } from "./locales.ts";

/**
 * Texts every form shares, written once so every form says them the same way. The English is
 * the spec's wording (§5); the Portuguese keeps the comma after "por favor" as the spec's other
 * "por favor, …" messages do.
 */
export const VALUE_INVALID_MESSAGE: Record<Locale, string> = {
  en: "the value entered is invalid, please enter another value",
  pt: "o valor informado é inválido, por favor, informe outro valor",
};
