import {
  type CountryCode,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from "libphonenumber-js/max";
import { DEFAULT_PHONE_COUNTRY } from "./dial-codes.ts";

/*
 * Phone numbers, one way for every form, the API, the backoffice and the e-mails
 * (docs/decisions/007-phone-numbers.md). libphonenumber-js with its full (`max`) metadata reads and
 * checks them: a number typed with `+` is taken as it is, any other is read as a national number
 * of the country chosen beside it (Brazil when none is). A valid number is stored in E.164
 * (`+4915123456789`) and shown formatted for its own country (`+49 1512 3456789`).
 */

export type PhoneCountryCode = CountryCode;

/** Longest text read as a phone number: the longest E.164 number with room for separators. */
export const PHONE_TEXT_MAX = 40;

/** A two-letter code the metadata knows (any case), upper-cased; otherwise nothing. */
export function phoneCountry(code: unknown): PhoneCountryCode | undefined {
  if (typeof code !== "string") return undefined;
  const upper = code.trim().toUpperCase();
  return isSupportedCountry(upper) ? upper : undefined;
}

/** The country's dialling code without `+` (`55` for Brazil). */
export const dialCode = (country: PhoneCountryCode): string => getCountryCallingCode(country);

/**
 * Reads a typed number: with `+` as it is, otherwise as a national number of `country`. Only the
 * number may be typed (no words around it), as a form field holds nothing else.
 */
const parse = (text: string, country: PhoneCountryCode = DEFAULT_PHONE_COUNTRY) =>
  parsePhoneNumberFromString(text.trim(), { defaultCountry: country, extract: false });

/** The E.164 form (`+5511912345678`) of a valid number, or nothing for an invalid one. */
export function toE164(text: string, country: PhoneCountryCode = DEFAULT_PHONE_COUNTRY): string | undefined {
  const parsed = parse(text, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The number as its country writes it for callers abroad (`+55 11 91234 5678`,
 * `+49 1512 3456789`). Stored text that is no number (an old free-text contact) is shown as it is.
 */
export function formatPhone(stored: string): string {
  const parsed = parse(stored);
  return parsed ? parsed.formatInternational() : stored;
}

/** The digits a `wa.me` link takes: the E.164 number without `+` (`5511912345678`). */
export function whatsappDigits(stored: string): string {
  return (parse(stored)?.number ?? stored).replace(/\D/g, "");
}

/**
 * A number typed beside a chosen country, rewritten so it no longer needs the country: an E.164
 * form when the library can read it (valid or not, so the check still refuses it), otherwise the
 * country's code put before it. A number typed with `+`, or one without a known country, is left
 * as it was; so is a text longer than PHONE_TEXT_MAX, which the short E.164 form would otherwise
 * hide from the field's own length check.
 */
export function joinPhoneCountry(text: string, country: unknown): string {
  const chosen = phoneCountry(country);
  const typed = text.trim();
  if (chosen === undefined || typed.startsWith("+") || typed === "" || typed.length > PHONE_TEXT_MAX) return text;
  return parse(text, chosen)?.number ?? `+${dialCode(chosen)} ${text}`;
}

/** The fields that hold a phone number in the lead and account tables, for display. */
const PHONE_FIELDS: ReadonlySet<string> = new Set(["phone", "messagingContact", "whatsapp"]);
export const isPhoneField = (field: string): boolean => PHONE_FIELDS.has(field);
