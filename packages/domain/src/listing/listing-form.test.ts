import { describe, expect, it } from "vitest";
import { localizeFieldErrors } from "../i18n/field-errors.ts";
import { BILLS, MAX_BILL_ESTIMATE } from "../property/all-in-cost.ts";
import { formAllInMonthly } from "./listing-all-in.ts";
import {
  BILL_ESTIMATE_FIELDS,
  LISTING_FORM_FIELDS,
  LISTING_MONEY_FIELDS,
  listingDraftSchema,
  listingSubmitSchema,
  mergeListingForm,
  PHOTO_MAX_BYTES,
  PHOTOS_PER_LISTING,
} from "./listing-form.ts";
import { LISTING_MESSAGE_KEYS, LISTING_MESSAGES, listingMessage } from "./listing-messages.ts";

const complete = {
  advertisedUnit: "whole",
  type: "apartamento",
  title: "Apartamento perto da USP",
  postalCode: "05508000",
  street: "Rua Alvarenga",
  number: "120",
  neighbourhood: "Butantã",
  areaM2: 45,
  bedrooms: 2,
  bathrooms: 1,
  capacity: 2,
  rentAmount: 2500,
  minContractMonths: 6,
  includedBills: ["water", "internet"],
  electricityEstimate: 120,
  gasEstimate: 0,
  cleaningEstimate: 80.5,
};

const { electricityEstimate: _e, gasEstimate: _g, cleaningEstimate: _c, ...withoutEstimates } = complete;

const fieldsOf = (result: {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}) => (result.success ? {} : localizeFieldErrors(result.error?.issues ?? [], (key) => key));

describe("listing draft", () => {
  it("takes any subset of the fields, normalising what an HTML form sends", () => {
    const parsed = listingDraftSchema.parse({
      title: "  Quarto em Pinheiros ",
      postalCode: "05402000",
      state: "sp",
      bedrooms: "3",
      rentAmount: "1.500,50",
      sharedBedroom: "on",
      amenities: "hasLift",
      inRoomItems: ["bed", "desk", "bed"],
      minContractMonths: "12",
    });
    expect(parsed).toEqual({
      title: "Quarto em Pinheiros",
      postalCode: "05402-000",
      state: "SP",
      bedrooms: 3,
      rentAmount: 1500.5,
      sharedBedroom: true,
      amenities: ["hasLift"],
      inRoomItems: ["bed", "desk"],
      minContractMonths: 12,
    });
    expect(listingDraftSchema.parse({})).toEqual({});
  });

  it("reads blanks and null as a cleared field", () => {
    expect(listingDraftSchema.parse({ title: "  ", areaM2: null, amenities: "" })).toEqual({
      title: null,
      areaM2: null,
      amenities: [],
    });
  });

  it("still checks types and bounds, with a message key per field", () => {
    const result = listingDraftSchema.safeParse({
      type: "castle",
      postalCode: "123",
      state: "XX",
      areaM2: 5,
      bedrooms: 21,
      capacity: "muitos",
      minAge: 15,
      rentAmount: -1,
      minContractMonths: 7,
      availableFrom: "2026-02-30",
      amenities: ["hasMoat"],
      title: "x".repeat(121),
    });
    expect(fieldsOf(result)).toEqual({
      type: "listing.option.invalid",
      postalCode: "listing.postalCode.invalid",
      state: "listing.state.invalid",
      areaM2: "listing.area.range",
      bedrooms: "listing.bedrooms.range",
      capacity: "listing.capacity.range",
      minAge: "listing.age.range",
      rentAmount: "listing.value.invalid",
      minContractMonths: "listing.option.invalid",
      availableFrom: "listing.date.invalid",
      "amenities.0": "listing.option.invalid",
      title: "listing.text.tooLong",
    });
  });
});

describe("listing submit", () => {
  it("accepts a complete listing", () => {
    expect(listingSubmitSchema.safeParse(complete).success).toBe(true);
  });

  it("names every missing required field", () => {
    expect(fieldsOf(listingSubmitSchema.safeParse({ title: "Só o título" }))).toEqual({
      advertisedUnit: "listing.option.required",
      type: "listing.option.required",
      postalCode: "listing.address.required",
      street: "listing.address.required",
      number: "listing.number.required",
      neighbourhood: "listing.address.required",
      areaM2: "listing.area.range",
      bedrooms: "listing.bedrooms.range",
      bathrooms: "listing.bathrooms.range",
      capacity: "listing.capacity.range",
      rentAmount: "listing.rent.required",
      minContractMonths: "listing.option.required",
      waterEstimate: "listing.billEstimate.required",
      electricityEstimate: "listing.billEstimate.required",
      gasEstimate: "listing.billEstimate.required",
      internetEstimate: "listing.billEstimate.required",
      cleaningEstimate: "listing.billEstimate.required",
    });
  });

  it("wants the maximum age at or above the minimum", () => {
    expect(fieldsOf(listingSubmitSchema.safeParse({ ...complete, minAge: 30, maxAge: 20 }))).toEqual({
      maxAge: "listing.age.order",
    });
    expect(listingSubmitSchema.safeParse({ ...complete, minAge: 20, maxAge: 20 }).success).toBe(true);
  });

  it("takes a maximum stay of 6, 12 or 24 months, or none when left blank", () => {
    expect(listingDraftSchema.parse({ maxStayMonths: "12" }).maxStayMonths).toBe(12);
    expect(listingDraftSchema.parse({ maxStayMonths: "" }).maxStayMonths).toBeNull();
    expect(fieldsOf(listingDraftSchema.safeParse({ maxStayMonths: "7" }))).toEqual({
      maxStayMonths: "listing.option.invalid",
    });
    expect(listingSubmitSchema.safeParse({ ...complete, maxStayMonths: 6 }).success).toBe(true);
  });

  it("refuses a maximum stay below the minimum contract, next to the maximum", () => {
    expect(fieldsOf(listingSubmitSchema.safeParse({ ...complete, minContractMonths: 12, maxStayMonths: 6 }))).toEqual({
      maxStayMonths: "listing.maxStay.order",
    });
    expect(listingMessage("listing.maxStay.order", "pt")).toBe(
      "a estadia máxima não pode ser menor que o contrato mínimo",
    );
  });
});

describe("the bills", () => {
  it("reads each estimate as money typed in either language, 0 meaning none", () => {
    expect(
      listingDraftSchema.parse({
        includedBills: ["gas", "water"],
        waterEstimate: "120,50",
        electricityEstimate: "120.50",
        gasEstimate: "0",
        internetEstimate: "R$ 99,9",
        cleaningEstimate: "1.200",
      }),
    ).toEqual({
      includedBills: ["gas", "water"],
      waterEstimate: 120.5,
      electricityEstimate: 120.5,
      gasEstimate: 0,
      internetEstimate: 99.9,
      cleaningEstimate: 1200,
    });
    expect(LISTING_MONEY_FIELDS).toEqual(["rentAmount", ...BILLS.map((bill) => BILL_ESTIMATE_FIELDS[bill])]);
  });

  it("refuses an estimate that is no amount, negative, over the limit or finer than centavos", () => {
    const result = listingDraftSchema.safeParse({
      waterEstimate: "abc",
      electricityEstimate: -5,
      gasEstimate: String(MAX_BILL_ESTIMATE + 0.01).replace(".", ","),
      internetEstimate: 10.005,
    });
    expect(fieldsOf(result)).toEqual({
      waterEstimate: "listing.billEstimate.invalid",
      electricityEstimate: "listing.billEstimate.invalid",
      gasEstimate: "listing.billEstimate.invalid",
      internetEstimate: "listing.billEstimate.invalid",
    });
    expect(listingDraftSchema.safeParse({ cleaningEstimate: MAX_BILL_ESTIMATE }).success).toBe(true);
  });

  it("wants an estimate for every bill the rent does not include, and none for those it does", () => {
    expect(fieldsOf(listingSubmitSchema.safeParse({ ...withoutEstimates, includedBills: ["water"] }))).toEqual({
      electricityEstimate: "listing.billEstimate.required",
      gasEstimate: "listing.billEstimate.required",
      internetEstimate: "listing.billEstimate.required",
      cleaningEstimate: "listing.billEstimate.required",
    });
    expect(listingSubmitSchema.safeParse({ ...withoutEstimates, includedBills: [...BILLS] }).success).toBe(true);
    // A draft saves without them: the owner fills the form in as they go.
    expect(listingDraftSchema.safeParse(withoutEstimates).success).toBe(true);
  });

  it("tells the owner what to do in their language", () => {
    const issues = listingSubmitSchema.safeParse({ ...complete, gasEstimate: null }).error?.issues ?? [];
    expect(localizeFieldErrors(issues, (key) => listingMessage(key, "pt"))).toEqual({
      gasEstimate: "por favor, informe o valor estimado por mês (0 se não houver) ou marque “já vem no aluguel”",
    });
    expect(localizeFieldErrors(issues, (key) => listingMessage(key, "en"))).toEqual({
      gasEstimate: "please enter the estimated monthly amount (0 if there is none), or tick “included in the rent”",
    });
    expect(listingMessage("listing.billEstimate.invalid", "pt")).toContain("5.000");
    expect(listingMessage("listing.billEstimate.invalid", "en")).toContain("5,000");
    expect(MAX_BILL_ESTIMATE).toBe(5000);
  });
});

describe("the all-in line", () => {
  it("adds the listing's condomínio and IPTU and the bills the rent does not include", () => {
    expect(formAllInMonthly(complete, { condoFee: 450, iptu: 60.25 })).toBe(2500 + 450 + 60.25 + 120 + 0 + 80.5);
    // An estimate still to come counts as none; an included bill's estimate does not count.
    expect(
      formAllInMonthly({ rentAmount: 1800, includedBills: ["water"], waterEstimate: 90 }, { condoFee: 0, iptu: 0 }),
    ).toBe(1800);
  });

  it("has no total without a rent", () => {
    expect(formAllInMonthly({ electricityEstimate: 100 }, { condoFee: 300, iptu: 0 })).toBeNull();
  });
});

describe("merging an autosave", () => {
  it("replaces sent values, clears nulls and keeps the rest", () => {
    const saved = { title: "Antigo", bedrooms: 2, street: "Rua A" } as const;
    expect(mergeListingForm(saved, listingDraftSchema.parse({ title: "Novo", street: "" }))).toEqual({
      title: "Novo",
      bedrooms: 2,
    });
  });
});

describe("listing messages", () => {
  it("has every message in both languages", () => {
    for (const key of LISTING_MESSAGE_KEYS) {
      expect(LISTING_MESSAGES[key].pt.length, key).toBeGreaterThan(0);
      expect(LISTING_MESSAGES[key].en.length, key).toBeGreaterThan(0);
    }
    expect(listingMessage("listing.photo.type", "pt")).toContain("JPEG");
    expect(listingMessage("unknown.key", "en")).toBe("unknown.key");
  });

  it("puts the photo limits and the fields in one place", () => {
    expect(PHOTO_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(PHOTOS_PER_LISTING).toBe(20);
    expect(LISTING_FORM_FIELDS).toContain("availableFrom");
  });
});
