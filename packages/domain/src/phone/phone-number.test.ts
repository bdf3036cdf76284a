import { getCountries, getCountryCallingCode } from "libphonenumber-js/max";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DIAL_CODES, PREFERRED_PHONE_COUNTRIES } from "./dial-codes.ts";
import { formatPhone, joinPhoneCountry, PHONE_TEXT_MAX, phoneCountry, toE164, whatsappDigits } from "./phone-number.ts";
import { phoneCountrySchema, phoneSchema, withPhoneCountries } from "./phone-schema.ts";

describe("toE164", () => {
  it.each([
    ["(11) 91234-5678", "+5511912345678"],
    ["11 91234 5678", "+5511912345678"],
    ["011 91234-5678", "+5511912345678"],
    ["+55 (11) 91234-5678", "+5511912345678"],
    ["5511912345678", "+5511912345678"],
    ["(11) 3456-7890", "+551134567890"],
    ["+55 21 2345-6789", "+552123456789"],
  ])("reads the Brazilian %s as %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    ["+49 151 23456789", "+4915123456789"],
    ["+49 30 1234567", "+49301234567"],
    ["+1 415 555 2671", "+14155552671"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33 1 23 45 67 89", "+33123456789"],
    ["+86 138 0013 8000", "+8613800138000"],
    ["+86 10 1234 5678", "+861012345678"],
  ])("takes %s, typed with +, as it is: %s", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it("reads a national number with the country chosen beside it", () => {
    expect(toE164("0151 23456789", "DE")).toBe("+4915123456789");
    expect(toE164("(415) 555-2671", "US")).toBe("+14155552671");
    expect(toE164("06 12 34 56 78", "FR")).toBe("+33612345678");
    expect(toE164("138 0013 8000", "CN")).toBe("+8613800138000");
  });

  it.each([
    "",
    "1234",
    "91234-5678", // a Brazilian mobile without its area code
    "(11) 1234-5678",
    "(11) 81234-5678",
    "(10) 91234-5678",
    "11 9abc-5678",
    "tel 11 91234-5678",
    "+49 151 234",
    "+1 11 91234-5678",
    "+999 1234567",
  ])("refuses %j", (typed) => {
    expect(toE164(typed)).toBeUndefined();
  });
});

describe("formatPhone", () => {
  it("writes a stored number the way its country does, for callers abroad", () => {
    expect(formatPhone("+5511912345678")).toBe("+55 11 91234 5678");
    expect(formatPhone("+551134567890")).toBe("+55 11 3456 7890");
    expect(formatPhone("+4915123456789")).toBe("+49 1512 3456789");
    expect(formatPhone("+14155552671")).toBe("+1 415 555 2671");
    expect(formatPhone("+33612345678")).toBe("+33 6 12 34 56 78");
    expect(formatPhone("+8613800138000")).toBe("+86 138 0013 8000");
  });

  it("shows the formats stored before E.164 as numbers too, and other old text as it is", () => {
    expect(formatPhone("+55 11 91234-5678")).toBe("+55 11 91234 5678");
    expect(formatPhone("(11) 91234-5678")).toBe("+55 11 91234 5678");
    expect(formatPhone("@ana_no_telegram")).toBe("@ana_no_telegram");
  });

  it("gives WhatsApp the E.164 digits, whatever the stored format", () => {
    expect(whatsappDigits("+4915123456789")).toBe("4915123456789");
    expect(whatsappDigits("+55 11 91234-5678")).toBe("5511912345678");
  });
});

describe("the country beside a number", () => {
  it("knows countries by their two-letter code, in any case", () => {
    expect(phoneCountry("de")).toBe("DE");
    expect(phoneCountry(" BR ")).toBe("BR");
    expect(phoneCountry("XX")).toBeUndefined();
    expect(phoneCountry(49)).toBeUndefined();
  });

  it("joins a national number to its country, and leaves a + number alone", () => {
    expect(joinPhoneCountry("0151 23456789", "DE")).toBe("+4915123456789");
    expect(joinPhoneCountry("+33 6 12 34 56 78", "DE")).toBe("+33 6 12 34 56 78");
    expect(joinPhoneCountry("(11) 91234-5678", undefined)).toBe("(11) 91234-5678");
    // A Brazilian number said to be German stays German, and so is refused.
    expect(toE164(joinPhoneCountry("(11) 91234-5678", "DE"))).toBeUndefined();
  });

  const Form = withPhoneCountries(
    z.object({
      phone: phoneSchema({ required: "phone.required", invalid: "phone.invalid" }),
      phoneCountry: phoneCountrySchema("phone.invalid"),
    }),
  );
  const issues = (body: unknown) => {
    const parsed = Form.safeParse(body);
    return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
  };

  it("parses a form: E.164 out, Brazil when no country is given", () => {
    expect(Form.parse({ phone: "0151 23456789", phoneCountry: "de" })).toEqual({
      phone: "+4915123456789",
      phoneCountry: "DE",
    });
    expect(Form.parse({ phone: "(11) 91234-5678" }).phone).toBe("+5511912345678");
    expect(Form.parse({ phone: "+4915123456789", phoneCountry: "" }).phone).toBe("+4915123456789");
  });

  it("names the field at fault", () => {
    expect(issues({ phone: "" })).toEqual({ phone: "phone.required" });
    expect(issues({ phone: "91234-5678", phoneCountry: "BR" })).toEqual({ phone: "phone.invalid" });
    expect(issues({ phone: "0151 23456789", phoneCountry: "XX" })).toMatchObject({ phoneCountry: "phone.invalid" });
    expect(issues({ phone: "9".repeat(41) })).toEqual({ phone: "phone.invalid" });
  });

  /** A valid Brazilian number spread out to `length` characters with spaces after its area code. */
  const spreadTo = (length: number) => `(11)${" ".repeat(length - 14)}91234-5678`;

  it("holds the 40-character limit whatever country is chosen beside the number", () => {
    expect(spreadTo(PHONE_TEXT_MAX)).toHaveLength(40);
    expect(Form.parse({ phone: spreadTo(40), phoneCountry: "BR" }).phone).toBe("+5511912345678");
    expect(Form.parse({ phone: spreadTo(40) }).phone).toBe("+5511912345678");
    for (const phoneCountry of ["BR", "DE", undefined]) {
      expect(issues({ phone: spreadTo(41), phoneCountry }), String(phoneCountry)).toEqual({ phone: "phone.invalid" });
    }
  });
});

describe("the dial codes of the country selector", () => {
  it("agree with the installed library's metadata", () => {
    const library = Object.fromEntries(getCountries().map((country) => [country, getCountryCallingCode(country)]));
    expect(DIAL_CODES).toEqual(library);
  });

  it("list Brazil first", () => {
    expect(PREFERRED_PHONE_COUNTRIES[0]).toBe("BR");
    expect(DIAL_CODES.BR).toBe("55");
  });
});
