import { describe, expect, it } from "vitest";
import { OFFER_MAX_REAIS, PurchaseInterestFormSchema, purchaseInterestFormSchemaFor } from "./lead-forms.ts";
import { isLeadMessageKey, LEAD_MESSAGES } from "./lead-messages.ts";

const TODAY = "2026-11-21";
const schema = purchaseInterestFormSchemaFor({ today: TODAY });

const purchase = {
  propertyCode: "sp10234",
  name: "  Rafael Souza ",
  phone: "11 98765-4321",
  email: " Rafael@Example.com ",
  isStudent: false,
  foundVia: "google",
  message: "  Posso visitar na próxima semana? ",
  contactMethod: "email",
};

/** The keys reported per field. */
const errorsOf = (input: unknown): Record<string, string[]> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
};

describe("purchaseInterestFormSchemaFor", () => {
  it("parses a form without offer or visit date, and normalises it", () => {
    expect(schema.parse(purchase)).toEqual({
      propertyCode: "SP10234",
      name: "Rafael Souza",
      phone: "+5511987654321",
      email: "rafael@example.com",
      isStudent: false,
      foundVia: "google",
      message: "Posso visitar na próxima semana?",
      contactMethod: "email",
    });
  });

  it("treats blank offer and visit date as not given", () => {
    const parsed = schema.parse({ ...purchase, offerValue: "  ", visitDate: "", isStudent: "true" });
    expect(parsed.offerValue).toBeUndefined();
    expect(parsed.visitDate).toBeUndefined();
    expect(parsed.isStudent).toBe(true);
  });

  it("takes an offer as typed in Brazil, well above the rent proposal's ceiling", () => {
    expect(schema.parse({ ...purchase, offerValue: "1.250.000,00" }).offerValue).toBe(1_250_000);
    expect(schema.parse({ ...purchase, offerValue: "R$ 2.500.000" }).offerValue).toBe(2_500_000);
    expect(schema.parse({ ...purchase, offerValue: 980_000.5 }).offerValue).toBe(980_000.5);
    expect(schema.parse({ ...purchase, offerValue: OFFER_MAX_REAIS }).offerValue).toBe(OFFER_MAX_REAIS);
    expect(schema.parse({ ...purchase, offerValue: 99_999_999.99 }).offerValue).toBe(99_999_999.99);
    expect(schema.parse({ ...purchase, offerValue: "87.654.321,07" }).offerValue).toBe(87_654_321.07);
  });

  it("takes a visit date from today on", () => {
    expect(schema.parse({ ...purchase, visitDate: TODAY }).visitDate).toBe(TODAY);
    expect(schema.parse({ ...purchase, visitDate: "2027-01-05" }).visitDate).toBe("2027-01-05");
    // The plain schema checks the format only.
    expect(PurchaseInterestFormSchema.parse({ ...purchase, visitDate: "2020-01-01" }).visitDate).toBe("2020-01-01");
  });

  const cases: [string, unknown, string][] = [
    ["propertyCode", "", "lead.property.unknown"],
    ["propertyCode", "XX1", "lead.property.unknown"],
    ["name", "", "lead.name.required"],
    ["name", "a".repeat(121), "lead.text.tooLong"],
    ["phone", "", "lead.phone.required"],
    ["phone", "1234", "lead.phone.invalid"],
    ["email", "", "lead.email.required"],
    ["email", "rafael@", "lead.email.invalid"],
    ["isStudent", "", "lead.isStudent.required"],
    ["isStudent", "maybe", "lead.isStudent.required"],
    ["foundVia", "", "lead.foundVia.required"],
    ["foundVia", "radio", "lead.foundVia.required"],
    ["message", "", "lead.message.required"],
    ["message", "   ", "lead.message.required"],
    ["message", undefined, "lead.message.required"],
    ["message", "a".repeat(2001), "lead.text.tooLong"],
    ["contactMethod", "", "lead.option.required"],
    ["contactMethod", "fax", "lead.option.required"],
    ["offerValue", "abc", "lead.value.invalid"],
    ["offerValue", "0", "lead.value.invalid"],
    ["offerValue", -5, "lead.value.invalid"],
    ["offerValue", "1.000,005", "lead.value.invalid"],
    ["offerValue", 1000.005, "lead.value.invalid"],
    ["offerValue", OFFER_MAX_REAIS + 1, "lead.value.invalid"],
    ["visitDate", "2026-11-20", "lead.date.past"],
    ["visitDate", "2026-02-30", "lead.value.invalid"],
    ["visitDate", "21/11/2026", "lead.value.invalid"],
  ];
  it.each(cases)("%s = %j gives %s", (field, value, key) => {
    expect(isLeadMessageKey(key)).toBe(true);
    expect(errorsOf({ ...purchase, [field]: value })).toEqual({ [field]: [key] });
  });

  it("reports every missing required field at once", () => {
    expect(errorsOf({})).toEqual({
      propertyCode: ["lead.property.unknown"],
      name: ["lead.name.required"],
      phone: ["lead.phone.required"],
      email: ["lead.email.required"],
      isStudent: ["lead.isStudent.required"],
      foundVia: ["lead.foundVia.required"],
      message: ["lead.message.required"],
      contactMethod: ["lead.option.required"],
    });
  });

  it("refuses a malformed today", () => {
    expect(() => purchaseInterestFormSchemaFor({ today: "21/11/2026" })).toThrow(TypeError);
  });

  it("has a text in both languages for a purchase enquiry about a rental", () => {
    expect(LEAD_MESSAGES["lead.property.notForSale"].en).toBe("this property is for rent, not for sale");
    expect(LEAD_MESSAGES["lead.property.notForSale"].pt).toBe("este imóvel é para alugar, não está à venda");
  });
});
