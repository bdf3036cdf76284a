import type { Locale } from "../i18n/locales.ts";
import { COMPANY } from "./company.ts";

const GREETING: Record<Locale, string> = {
  pt: "Olá! Vim pelo site da CampusLar e gostaria de mais informações.",
  en: "Hi! I found CampusLar's website and would like more information.",
};

const INTERESTED: Record<Locale, (code: string, url: string) => string> = {
  pt: (code, url) => `Olá! Tenho interesse no imóvel ${code}: ${url}`,
  en: (code, url) => `Hi! I'm interested in the property ${code}: ${url}`,
};

/**
 * Spec §2: the floating messaging button's pre-filled text. On a property page it says the
 * visitor is interested in that property and carries its link; elsewhere it is a greeting.
 */
export function whatsappText(locale: Locale, property?: { code: string; url: string }): string {
  return property ? INTERESTED[locale](property.code, property.url) : GREETING[locale];
}

/** A click-to-chat link to the company's line with `text` typed in for the visitor. */
export function whatsappUrl(text: string): string {
  return `https://wa.me/${COMPANY.whatsapp.digits}?text=${encodeURIComponent(text)}`;
}
