import type { Locale } from "@campuslar/domain/i18n/locales";
import {
  DEFAULT_PHONE_COUNTRY,
  DIAL_CODES,
  type DialCountry,
  PREFERRED_PHONE_COUNTRIES,
} from "@campuslar/domain/phone/dial-codes";
import type { ReactNode } from "react";
import { useT } from "../../i18n/t.ts";
import { Field } from "./field.tsx";
import "./phone-messages.ts";

type CountryOption = { code: DialCountry; label: string };

const cache = new Map<Locale, { preferred: CountryOption[]; others: CountryOption[] }>();

/**
 * Every country with its dialling code, named in the page's language ("Alemanha (+49)"):
 * Brazil and the countries most students come from first, then the rest in alphabetical order.
 */
function countryOptions(locale: Locale) {
  const cached = cache.get(locale);
  if (cached) return cached;
  const language = locale === "pt" ? "pt-BR" : "en";
  const names = new Intl.DisplayNames([language], { type: "region", fallback: "code" });
  const option = (code: DialCountry): CountryOption => ({
    code,
    label: `${names.of(code) ?? code} (+${DIAL_CODES[code]})`,
  });
  const preferred: readonly string[] = PREFERRED_PHONE_COUNTRIES;
  const collator = new Intl.Collator(language);
  const others = (Object.keys(DIAL_CODES) as DialCountry[])
    .filter((code) => !preferred.includes(code))
    .map(option)
    .sort((a, b) => collator.compare(a.label, b.label));
  const lists = { preferred: PREFERRED_PHONE_COUNTRIES.map(option), others };
  cache.set(locale, lists);
  return lists;
}

type PhoneFieldProps = {
  /** The number's field (`phone`); the country goes in `<name>Country`, as the API reads it. */
  name: string;
  label: string;
  /** What was typed, shown again after a refused submission. */
  defaultValue?: string;
  /** The country chosen before (a refused submission); Brazil otherwise. */
  defaultCountry?: string;
  /** The message for this field, already in the visitor's language. */
  error?: string;
  /** Extra words under the label; the country hint is always there. */
  hint?: ReactNode;
  placeholder?: string;
  required?: boolean;
  className?: string;
};

/**
 * A phone number with its country: a native select of every country with its dialling code
 * (Brazil, +55, chosen unless the visitor picks another), then the number. A number typed with
 * `+` is taken as it is, whatever the select says. Both are plain form fields, so the form works
 * without JavaScript; the server checks and normalises the number (E.164). The message sits
 * under both, tied to the number (`aria-describedby`, `aria-invalid`).
 *
 * Country names come from `Intl.DisplayNames`, whose wording may differ slightly between the
 * server and a browser: the options do not warn on hydration for that.
 */
export function PhoneField({
  name,
  label,
  defaultValue,
  defaultCountry,
  error,
  hint,
  placeholder,
  required,
  className,
}: PhoneFieldProps) {
  const { locale, t } = useT();
  const { preferred, others } = countryOptions(locale);
  const chosen = defaultCountry && Object.hasOwn(DIAL_CODES, defaultCountry) ? defaultCountry : DEFAULT_PHONE_COUNTRY;
  const renderOption = (option: CountryOption) => (
    <option key={option.code} value={option.code} suppressHydrationWarning>
      {option.label}
    </option>
  );
  return (
    <Field
      label={label}
      // The country hint is always there, after the caller's words.
      hint={
        <>
          {hint ? <>{hint} </> : null}
          {t("phone.hint")}
        </>
      }
      error={error}
      className={className}
    >
      {(control) => (
        <div className="mt-1.5 flex gap-2">
          {/* Named by aria-labelledby: every engine ties the two, whatever the id looks like. */}
          <span id={`${control.id}-country-label`} className="sr-only">
            {t("phone.country")}
          </span>
          <select
            id={`${control.id}-country`}
            name={`${name}Country`}
            aria-labelledby={`${control.id}-country-label`}
            defaultValue={chosen}
            className="block min-h-11 w-32 shrink-0 rounded-lg border border-sand-300 bg-white px-2 py-2 text-ink-900 shadow-xs focus:border-pine-600 sm:w-44"
          >
            <optgroup label={t("phone.preferred")}>{preferred.map(renderOption)}</optgroup>
            <optgroup label={t("phone.allCountries")}>{others.map(renderOption)}</optgroup>
          </select>
          <input
            {...control}
            name={name}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={defaultValue}
            placeholder={placeholder}
            required={required}
            className="block min-h-11 w-full min-w-0 flex-1 rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 shadow-xs placeholder:text-ink-600/70 focus:border-pine-600 aria-invalid:border-brand-700"
          />
        </div>
      )}
    </Field>
  );
}
