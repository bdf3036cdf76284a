import { z } from "zod";
import { joinPhoneCountry, PHONE_TEXT_MAX, phoneCountry, toE164 } from "./phone-number.ts";

/*
 * A phone field of a form or API body, and the country chosen beside it. The API shape
 * (docs/decisions/007-phone-numbers.md): `phone: "+4915123456789"` as it is, or a national
 * number with its country, `phone: "0151 23456789", phoneCountry: "DE"`. A national number
 * without a country is Brazilian, as every client sent before countries existed. The country's
 * field is always the phone field's name followed by `Country`.
 */

/** The name of the country field that goes with a phone field (`phone` → `phoneCountry`). */
export const countryFieldOf = <const Name extends string>(phoneField: Name) => `${phoneField}Country` as const;

const blankToUndefined = (value: unknown): unknown => {
  if (value === null) return undefined;
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

/** Missing (or blank) reports `required`; anything that is no valid number reports `invalid`. */
export const phoneSchema = (keys: { required: string; invalid: string }) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: (issue) => (issue.input === undefined ? keys.required : keys.invalid) })
      .max(PHONE_TEXT_MAX, keys.invalid)
      .transform((text, ctx) => {
        const e164 = toE164(text);
        if (e164 === undefined) {
          ctx.addIssue({ code: "custom", message: keys.invalid });
          return z.NEVER;
        }
        return e164;
      })
      .meta({
        description: "A number with `+` and its country code, or a national number of the country beside it",
        examples: ["+4915123456789", "(11) 91234-5678"],
      }),
  );

/** The optional country of a national number: an ISO 3166-1 alpha-2 code, Brazil when absent. */
export const phoneCountrySchema = (invalidKey: string) =>
  z
    .preprocess(
      blankToUndefined,
      z
        .string({ error: invalidKey })
        .transform((code, ctx) => {
          const country = phoneCountry(code);
          if (country === undefined) {
            ctx.addIssue({ code: "custom", message: invalidKey });
            return z.NEVER;
          }
          return country;
        })
        .optional()
        .meta({
          description: "ISO 3166-1 alpha-2 country of a phone number typed without `+` (default BR)",
          examples: ["DE"],
        }),
    )
    .optional();

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Wraps a form's schema so each named phone field is read with the country chosen beside it,
 * before the field's own check (which then sees a number that needs no country).
 */
export const withPhoneCountries = <Schema extends z.ZodType>(
  schema: Schema,
  phoneFields: readonly string[] = ["phone"],
) =>
  z.preprocess((input) => {
    if (!isRecord(input)) return input;
    const joined = { ...input };
    for (const field of phoneFields) {
      const text = joined[field];
      if (typeof text === "string") joined[field] = joinPhoneCountry(text, joined[countryFieldOf(field)]);
    }
    return joined;
  }, schema);
