import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AdvertiseFormSchema,
  advertiseFormSchemaFor,
  ConciergeSignupSchema,
  InterestFormSchema,
  interestFormSchemaFor,
  ServiceRequestSchema,
} from "./lead-forms.ts";
import { isLeadMessageKey } from "./lead-messages.ts";

const TODAY = "2026-11-21";

/** The keys reported per dotted field path. */
const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string[]> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".");
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
};

/** Asserts `field` alone fails, with exactly `key`. */
const expectOnly = (schema: z.ZodType, input: unknown, field: string, key: string) => {
  expect(isLeadMessageKey(key)).toBe(true);
  expect(errorsOf(schema, input), `${field}=${JSON.stringify((input as Record<string, unknown>)[field])}`).toEqual({
    [field]: [key],
  });
};

const interest = {
  propertyCode: "sp10234",
  name: "  Ana Souza ",
  phone: "(11) 91234-5678",
  email: " Ana@Example.COM ",
  isStudent: true,
  foundVia: "instagram",
  moveDate: "2027-01-10",
  stayPeriodMonths: 12,
  warrantyType: "guarantor",
  proposalValue: 1800,
  comments: "Perto da USP, por favor.",
  contactMethod: "whatsapp",
};

const advertise = {
  name: "Carlos Lima",
  phone: "+55 11 3123-4567",
  email: "carlos@example.com",
  address: "Rua Augusta",
  number: "1500",
  neighbourhood: "Consolação",
  postalCode: "01304001",
  complement: "apto 12",
  billsIncluded: { water: true, electricity: false, cleaning: "on" },
  allowPets: "true",
  parking: false,
  contractPeriodMonths: "12",
  monthlyRent: "2.500,00",
  bedrooms: 2,
  bathrooms: "1",
  comments: "",
  coupon: " welcome10 ",
  visitDate: "2026-11-21",
  proposal: "Aceito estudantes.",
  moveDate: "2026-12-01",
};

describe("interestFormSchemaFor", () => {
  const schema = interestFormSchemaFor({ today: TODAY });

  it("parses a complete form and normalises it", () => {
    expect(schema.parse(interest)).toEqual({
      ...interest,
      propertyCode: "SP10234",
      name: "Ana Souza",
      phone: "+5511912345678",
      email: "ana@example.com",
    });
  });

  it("accepts HTML form text for numbers and booleans", () => {
    const parsed = schema.parse({
      ...interest,
      isStudent: "false",
      stayPeriodMonths: "6",
      proposalValue: "1.800,50",
      comments: "",
    });
    expect(parsed).toMatchObject({ isStudent: false, stayPeriodMonths: 6, proposalValue: 1800.5 });
    expect(parsed.comments).toBeUndefined();
  });

  it("reports each missing field with its required message", () => {
    expect(errorsOf(schema, {})).toEqual({
      propertyCode: ["lead.property.unknown"],
      name: ["lead.name.required"],
      phone: ["lead.phone.required"],
      email: ["lead.email.required"],
      isStudent: ["lead.isStudent.required"],
      foundVia: ["lead.foundVia.required"],
      moveDate: ["lead.date.required"],
      stayPeriodMonths: ["lead.stayPeriod.required"],
      warrantyType: ["lead.warranty.required"],
      proposalValue: ["lead.proposal.required"],
      contactMethod: ["lead.option.required"],
    });
  });

  const cases: [string, unknown, string][] = [
    ["propertyCode", "", "lead.property.unknown"],
    ["propertyCode", "SP12", "lead.property.unknown"],
    ["propertyCode", "universities", "lead.property.unknown"],
    ["propertyCode", 10234, "lead.property.unknown"],
    ["name", "", "lead.name.required"],
    ["name", "   ", "lead.name.required"],
    ["name", null, "lead.name.required"],
    ["name", 42, "lead.value.invalid"],
    ["name", "a".repeat(121), "lead.text.tooLong"],
    ["phone", "", "lead.phone.required"],
    ["phone", "1234", "lead.phone.invalid"],
    ["phone", "11 1234-5678", "lead.phone.invalid"],
    ["phone", "(11) 81234-5678", "lead.phone.invalid"],
    ["phone", "91234-5678", "lead.phone.invalid"],
    ["phone", "+49 151 234", "lead.phone.invalid"],
    ["phone", "11 9abc-5678", "lead.phone.invalid"],
    ["phone", "(01) 91234-5678", "lead.phone.invalid"],
    ["phone", 11912345678, "lead.phone.invalid"],
    ["phone", "9".repeat(41), "lead.phone.invalid"],
    ["email", "", "lead.email.required"],
    ["email", "ana@", "lead.email.invalid"],
    ["email", "ana example.com", "lead.email.invalid"],
    ["email", true, "lead.email.invalid"],
    ["email", `${"a".repeat(250)}@x.com`, "lead.text.tooLong"],
    ["isStudent", "", "lead.isStudent.required"],
    ["isStudent", "maybe", "lead.isStudent.required"],
    ["isStudent", 2, "lead.isStudent.required"],
    ["foundVia", "", "lead.foundVia.required"],
    ["foundVia", "radio", "lead.foundVia.required"],
    ["moveDate", "", "lead.date.required"],
    ["moveDate", "2026-11-20", "lead.date.past"],
    ["moveDate", "10/01/2027", "lead.value.invalid"],
    ["moveDate", "2027-02-30", "lead.value.invalid"],
    ["moveDate", 20270110, "lead.value.invalid"],
    ["stayPeriodMonths", "", "lead.stayPeriod.required"],
    ["stayPeriodMonths", 0, "lead.stayPeriod.required"],
    ["stayPeriodMonths", -3, "lead.stayPeriod.required"],
    ["stayPeriodMonths", 2, "lead.stayPeriod.required"],
    ["stayPeriodMonths", 37, "lead.stayPeriod.required"],
    ["stayPeriodMonths", 61, "lead.stayPeriod.required"],
    ["stayPeriodMonths", 2.5, "lead.value.invalid"],
    ["stayPeriodMonths", "six", "lead.value.invalid"],
    ["warrantyType", "", "lead.warranty.required"],
    ["warrantyType", "cash", "lead.warranty.required"],
    ["proposalValue", "", "lead.proposal.required"],
    ["proposalValue", null, "lead.proposal.required"],
    ["proposalValue", 0, "lead.value.invalid"],
    ["proposalValue", -100, "lead.value.invalid"],
    ["proposalValue", 1_000_000.01, "lead.value.invalid"],
    ["proposalValue", 10.005, "lead.value.invalid"],
    ["proposalValue", "abc", "lead.value.invalid"],
    ["proposalValue", "1e3", "lead.value.invalid"],
    ["proposalValue", Number.NaN, "lead.value.invalid"],
    ["proposalValue", Number.POSITIVE_INFINITY, "lead.value.invalid"],
    ["comments", "a".repeat(2001), "lead.text.tooLong"],
    ["comments", 5, "lead.value.invalid"],
    ["contactMethod", "", "lead.option.required"],
    ["contactMethod", "pigeon", "lead.option.required"],
  ];
  it.each(cases)("%s = %j gives %s", (field, value, key) => {
    expectOnly(schema, { ...interest, [field]: value }, field, key);
  });

  it("accepts today, and any valid date in the plain schema", () => {
    expect(schema.safeParse({ ...interest, moveDate: TODAY }).success).toBe(true);
    expect(InterestFormSchema.safeParse({ ...interest, moveDate: "2000-01-01" }).success).toBe(true);
  });

  it("refuses a malformed today", () => {
    expect(() => interestFormSchemaFor({ today: "21/11/2026" })).toThrow(TypeError);
  });

  it("accepts amounts at the maximum and in reais with cents", () => {
    expect(schema.parse({ ...interest, proposalValue: 1_000_000 }).proposalValue).toBe(1_000_000);
    expect(schema.parse({ ...interest, proposalValue: "R$ 1.234,56" }).proposalValue).toBe(1234.56);
    expect(schema.parse({ ...interest, proposalValue: "1500.5" }).proposalValue).toBe(1500.5);
    expect(schema.parse({ ...interest, proposalValue: "1.500" }).proposalValue).toBe(1500);
  });
});

describe("advertiseFormSchemaFor", () => {
  const schema = advertiseFormSchemaFor({ today: TODAY });

  it("parses a complete form and normalises it", () => {
    expect(schema.parse(advertise)).toEqual({
      ...advertise,
      phone: "+551131234567",
      postalCode: "01304-001",
      billsIncluded: { water: true, electricity: false, cleaning: true },
      allowPets: true,
      contractPeriodMonths: 12,
      monthlyRent: 2500,
      bathrooms: 1,
      comments: undefined,
      coupon: "WELCOME10",
    });
  });

  it("treats bills, comments, coupon, dates and proposal as optional", () => {
    const { billsIncluded, complement, comments, coupon, visitDate, proposal, moveDate, ...rest } = advertise;
    const parsed = schema.parse(rest);
    expect(parsed.billsIncluded).toEqual({ water: false, electricity: false, cleaning: false });
    expect(parsed.coupon).toBeUndefined();
    expect(parsed.visitDate).toBeUndefined();
    expect(schema.parse({ ...rest, billsIncluded: {} }).billsIncluded).toEqual({
      water: false,
      electricity: false,
      cleaning: false,
    });
  });

  it("reports each missing field with its required message", () => {
    expect(errorsOf(schema, {})).toEqual({
      name: ["lead.name.required"],
      phone: ["lead.phone.required"],
      address: ["lead.address.required"],
      number: ["lead.address.required"],
      neighbourhood: ["lead.address.required"],
      postalCode: ["lead.address.required"],
      allowPets: ["lead.option.required"],
      parking: ["lead.option.required"],
      contractPeriodMonths: ["lead.option.required"],
      monthlyRent: ["lead.rent.required"],
      bedrooms: ["lead.option.required"],
      bathrooms: ["lead.option.required"],
    });
  });

  const cases: [string, unknown, string][] = [
    ["email", "carlos@", "lead.email.invalid"],
    ["address", "", "lead.address.required"],
    ["address", "a".repeat(201), "lead.text.tooLong"],
    ["number", " ", "lead.address.required"],
    ["neighbourhood", "", "lead.address.required"],
    ["postalCode", "", "lead.address.required"],
    ["postalCode", "1234-567", "lead.postalCode.invalid"],
    ["postalCode", "abcde-fgh", "lead.postalCode.invalid"],
    ["postalCode", 1304001, "lead.postalCode.invalid"],
    ["complement", "a".repeat(121), "lead.text.tooLong"],
    ["billsIncluded", "yes", "lead.option.required"],
    ["billsIncluded.water", "perhaps", "lead.option.required"],
    ["allowPets", "", "lead.option.required"],
    ["allowPets", "sim", "lead.option.required"],
    ["parking", 3, "lead.option.required"],
    ["contractPeriodMonths", 0, "lead.value.invalid"],
    ["contractPeriodMonths", 61, "lead.value.invalid"],
    ["monthlyRent", "", "lead.rent.required"],
    ["monthlyRent", 0, "lead.value.invalid"],
    ["monthlyRent", -1, "lead.value.invalid"],
    ["monthlyRent", 100_000.01, "lead.value.invalid"],
    ["monthlyRent", "dois mil", "lead.value.invalid"],
    ["bedrooms", 0, "lead.value.invalid"],
    ["bedrooms", 21, "lead.value.invalid"],
    ["bathrooms", "1.5", "lead.value.invalid"],
    ["comments", "a".repeat(2001), "lead.text.tooLong"],
    ["coupon", "A".repeat(41), "lead.text.tooLong"],
    ["coupon", "10% OFF", "lead.value.invalid"],
    ["visitDate", "2026-11-20", "lead.date.past"],
    ["visitDate", "2026-13-01", "lead.value.invalid"],
    ["proposal", "a".repeat(2001), "lead.text.tooLong"],
    ["moveDate", "2025-01-01", "lead.date.past"],
  ];
  it.each(cases)("%s = %j gives %s", (field, value, key) => {
    const [head = "", sub] = field.split(".");
    const input =
      sub === undefined
        ? { ...advertise, [head]: value }
        : { ...advertise, [head]: { ...advertise.billsIncluded, [sub]: value } };
    expectOnly(schema, input, field, key);
  });

  it("takes no e-mail (the spec's form has none; staff reply by phone), and keeps one given", () => {
    const { email, ...withoutEmail } = advertise;
    expect(schema.parse(withoutEmail).email).toBeUndefined();
    expect(schema.parse({ ...advertise, email: "  " }).email).toBeUndefined();
    expect(schema.parse({ ...advertise, email: "Carlos@Example.com" }).email).toBe("carlos@example.com");
  });

  it("has a plain variant without the past-date rule", () => {
    expect(AdvertiseFormSchema.safeParse({ ...advertise, visitDate: "2000-01-01" }).success).toBe(true);
  });
});

describe("ConciergeSignupSchema", () => {
  it("parses and trims", () => {
    expect(ConciergeSignupSchema.parse({ fullName: " Jean Dupont ", messagingContact: "+33 6 12 34 56 78" })).toEqual({
      fullName: "Jean Dupont",
      messagingContact: "+33612345678",
    });
  });
  it("reads a national WhatsApp number with its country", () => {
    expect(
      ConciergeSignupSchema.parse({
        fullName: "Lena",
        messagingContact: "0151 23456789",
        messagingContactCountry: "DE",
      }),
    ).toMatchObject({ messagingContact: "+4915123456789" });
  });
  it("reports missing and too long fields", () => {
    expect(errorsOf(ConciergeSignupSchema, { fullName: "", messagingContact: " " })).toEqual({
      fullName: ["lead.name.required"],
      messagingContact: ["lead.contact.required"],
    });
    expect(errorsOf(ConciergeSignupSchema, { fullName: "a".repeat(121), messagingContact: "a".repeat(201) })).toEqual({
      fullName: ["lead.text.tooLong"],
      messagingContact: ["lead.phone.invalid"],
    });
  });
});

describe("ServiceRequestSchema", () => {
  const request = {
    service: "photos_video",
    name: "Marta",
    email: "MARTA@example.com",
    phone: "11912345678",
    message: "Fotos do apartamento, por favor.",
  };

  it("parses without a property code, and upper-cases one that is given", () => {
    expect(ServiceRequestSchema.parse(request)).toEqual({
      ...request,
      email: "marta@example.com",
      phone: "+5511912345678",
    });
    expect(ServiceRequestSchema.parse({ ...request, propertyCode: "" }).propertyCode).toBeUndefined();
    expect(ServiceRequestSchema.parse({ ...request, propertyCode: "sp10234" }).propertyCode).toBe("SP10234");
  });

  const cases: [string, unknown, string][] = [
    ["service", "", "lead.option.required"],
    ["service", "cleaning", "lead.option.required"],
    ["name", "", "lead.name.required"],
    ["email", "marta", "lead.email.invalid"],
    ["phone", "", "lead.phone.required"],
    ["phone", "123", "lead.phone.invalid"],
    ["propertyCode", "XX1", "lead.property.unknown"],
    ["message", "", "lead.message.required"],
    ["message", "a".repeat(2001), "lead.text.tooLong"],
  ];
  it.each(cases)("%s = %j gives %s", (field, value, key) => {
    expectOnly(ServiceRequestSchema, { ...request, [field]: value }, field, key);
  });
});
