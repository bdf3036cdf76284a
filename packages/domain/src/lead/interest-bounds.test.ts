import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { MAX_CONTRACT_MONTHS } from "../property/contract-costs.ts";
import { interestBounds, numberRooms } from "./interest-bounds.ts";
import { InterestFormSchema, interestBoundsIssues, interestFormSchemaFor } from "./lead-forms.ts";

const TODAY = "2026-11-21";

const room1500 = interestBounds({
  rentAmount: 1500,
  minContractMonths: 6,
  maxStayMonths: null,
  priceScope: "apartment",
  rooms: [],
});

const coliving = interestBounds({
  rentAmount: 1800,
  minContractMonths: 3,
  maxStayMonths: null,
  priceScope: "room",
  rooms: numberRooms([{ available: false }, { available: true }, { available: false }, { available: true }]),
});

const form = {
  propertyCode: "SP10234",
  name: "Ana Souza",
  phone: "(11) 91234-5678",
  email: "ana@example.com",
  isStudent: "true",
  foundVia: "google",
  moveDate: "2027-01-10",
  stayPeriodMonths: "12",
  warrantyType: "guarantor",
  proposalValue: "1.400,00",
  contactMethod: "whatsapp",
};

const errorsOf = (schema: z.ZodType, input: unknown): Record<string, string> => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("interestBounds", () => {
  it("takes proposals from half to twice the asked rent", () => {
    expect(room1500.proposal).toEqual({ min: 750, max: 3000 });
    expect(
      interestBounds({
        rentAmount: 1499.99,
        minContractMonths: 6,
        maxStayMonths: null,
        priceScope: "apartment",
        rooms: [],
      }).proposal,
    ).toEqual({ min: 750, max: 2999.98 });
  });

  it("asks no proposal bounds of a listing without a rent", () => {
    expect(
      interestBounds({ rentAmount: 0, minContractMonths: 6, maxStayMonths: null, priceScope: "apartment", rooms: [] })
        .proposal,
    ).toBeNull();
  });

  it("takes stays from the listing's minimum to the costs panel's longest contract", () => {
    expect(room1500.stay).toEqual({ min: 6, max: MAX_CONTRACT_MONTHS, options: [6, 9, 12, 18, 24, 30, 36] });
    expect(coliving.stay.min).toBe(3);
    expect(room1500.stay.options.at(-1)).toBe(room1500.stay.max);
    // A listing without a usable minimum gets the spec's usual 6 months; never under 3.
    expect(
      interestBounds({
        rentAmount: 1,
        minContractMonths: null,
        maxStayMonths: null,
        priceScope: "apartment",
        rooms: [],
      }).stay.min,
    ).toBe(6);
    expect(
      interestBounds({ rentAmount: 1, minContractMonths: 1, maxStayMonths: null, priceScope: "apartment", rooms: [] })
        .stay.min,
    ).toBe(3);
  });

  it("needs a room chosen, among the available ones, only when priced per room", () => {
    expect(coliving.room).toEqual({ required: true, available: [2, 4] });
    expect(room1500.room.required).toBe(false);
    const wholeWithRooms = interestBounds({
      rentAmount: 4000,
      minContractMonths: 6,
      maxStayMonths: null,
      priceScope: "apartment",
      rooms: numberRooms([{ available: true }, { available: true }]),
    });
    expect(wholeWithRooms.room.required).toBe(false);
  });
});

describe("interestFormSchemaFor with a listing's bounds", () => {
  const apartment = interestFormSchemaFor({ today: TODAY, listing: room1500 });
  const perRoom = interestFormSchemaFor({ today: TODAY, listing: coliving });

  it("refuses an offer of R$ 23 on a R$ 1.500 room with the spec's message", () => {
    expect(errorsOf(apartment, { ...form, proposalValue: "23" })).toEqual({ proposalValue: "lead.value.invalid" });
    expect(errorsOf(apartment, { ...form, proposalValue: "749,99" })).toEqual({ proposalValue: "lead.value.invalid" });
    expect(errorsOf(apartment, { ...form, proposalValue: "3.000,01" })).toEqual({
      proposalValue: "lead.value.invalid",
    });
    expect(apartment.parse({ ...form, proposalValue: "750" }).proposalValue).toBe(750);
    expect(apartment.parse({ ...form, proposalValue: "3.000,00" }).proposalValue).toBe(3000);
  });

  it("refuses stays below the listing's minimum or past 36 months with the spec's message", () => {
    expect(errorsOf(apartment, { ...form, stayPeriodMonths: "3" })).toEqual({
      stayPeriodMonths: "lead.stayPeriod.required",
    });
    expect(errorsOf(apartment, { ...form, stayPeriodMonths: "60" })).toEqual({
      stayPeriodMonths: "lead.stayPeriod.required",
    });
    expect(errorsOf(apartment, { ...form, stayPeriodMonths: "37" })).toEqual({
      stayPeriodMonths: "lead.stayPeriod.required",
    });
    expect(apartment.parse({ ...form, stayPeriodMonths: "36" }).stayPeriodMonths).toBe(36);
    expect(apartment.parse({ ...form, stayPeriodMonths: "6" }).stayPeriodMonths).toBe(6);
    expect(
      perRoom.parse({ ...form, proposalValue: "1800", roomNumber: "2", stayPeriodMonths: "3" }).stayPeriodMonths,
    ).toBe(3);
  });

  it("needs the room of a listing priced per room, and only an available one", () => {
    const ok = { ...form, proposalValue: "1800" };
    expect(errorsOf(perRoom, ok)).toEqual({ roomNumber: "lead.option.required" });
    expect(errorsOf(perRoom, { ...ok, roomNumber: "" })).toEqual({ roomNumber: "lead.option.required" });
    expect(errorsOf(perRoom, { ...ok, roomNumber: "1" })).toEqual({ roomNumber: "lead.room.unavailable" });
    expect(errorsOf(perRoom, { ...ok, roomNumber: "9" })).toEqual({ roomNumber: "lead.room.unavailable" });
    expect(errorsOf(perRoom, { ...ok, roomNumber: "dois" })).toEqual({ roomNumber: "lead.value.invalid" });
    expect(perRoom.parse({ ...ok, roomNumber: "4" }).roomNumber).toBe(4);
  });

  it("offers no stay past a listing's maximum, and refuses one posted anyway with the stay's message", () => {
    const semester = interestBounds({
      rentAmount: 1500,
      minContractMonths: 3,
      maxStayMonths: 6,
      priceScope: "apartment",
      rooms: [],
    });
    expect(semester.stay).toEqual({ min: 3, max: 6, options: [3, 6] });
    const schema = interestFormSchemaFor({ today: TODAY, listing: semester });
    expect(errorsOf(schema, { ...form, stayPeriodMonths: "12" })).toEqual({
      stayPeriodMonths: "lead.stayPeriod.required",
    });
    expect(errorsOf(schema, { ...form, stayPeriodMonths: "7" })).toEqual({
      stayPeriodMonths: "lead.stayPeriod.required",
    });
    expect(schema.parse({ ...form, stayPeriodMonths: "6" }).stayPeriodMonths).toBe(6);
  });

  it("ends the stays at a maximum between the usual lengths, and leaves the minimum to one set below it", () => {
    const base = { rentAmount: 1500, priceScope: "apartment" as const, rooms: [] };
    expect(interestBounds({ ...base, minContractMonths: 6, maxStayMonths: 24 }).stay).toEqual({
      min: 6,
      max: 24,
      options: [6, 9, 12, 18, 24],
    });
    // An owner's maximum below their own minimum: the minimum stands, as the only stay.
    expect(interestBounds({ ...base, minContractMonths: 12, maxStayMonths: 6 }).stay).toEqual({
      min: 12,
      max: 12,
      options: [12],
    });
  });

  it("refuses a room on a listing let whole, and needs none", () => {
    expect(errorsOf(apartment, { ...form, roomNumber: "1" })).toEqual({ roomNumber: "lead.value.invalid" });
    expect(apartment.parse({ ...form, roomNumber: "" }).roomNumber).toBeUndefined();
  });

  it("reports every problem at once, so the visitor fixes them in one go", () => {
    expect(errorsOf(perRoom, { ...form, name: "", proposalValue: "23", stayPeriodMonths: "48" })).toEqual({
      name: "lead.name.required",
      proposalValue: "lead.value.invalid",
      stayPeriodMonths: "lead.stayPeriod.required",
      roomNumber: "lead.option.required",
    });
  });
});

describe("interestBoundsIssues, on a form whose format is already read", () => {
  const read = (input: unknown) => InterestFormSchema.parse(input);
  const issuesOf = (input: unknown, listing: typeof room1500) =>
    Object.fromEntries(
      interestBoundsIssues(read(input), { today: TODAY, listing }).map((issue) => [
        issue.path.join("."),
        issue.message,
      ]),
    );

  it("gives each field the message the bounded schema gives it", () => {
    const body = { ...form, proposalValue: "23", stayPeriodMonths: "3", roomNumber: "1", moveDate: "2026-11-20" };
    expect(issuesOf(body, room1500)).toEqual({
      moveDate: "lead.date.past",
      stayPeriodMonths: "lead.stayPeriod.required",
      roomNumber: "lead.value.invalid",
      proposalValue: "lead.value.invalid",
    });
    expect(issuesOf(body, room1500)).toEqual(
      errorsOf(interestFormSchemaFor({ today: TODAY, listing: room1500 }), body),
    );
    expect(issuesOf({ ...form, proposalValue: "1800" }, coliving)).toEqual({ roomNumber: "lead.option.required" });
    expect(issuesOf({ ...form, proposalValue: "1800", roomNumber: "1" }, coliving)).toEqual({
      roomNumber: "lead.room.unavailable",
    });
  });

  it("finds nothing in a form the listing takes", () => {
    expect(interestBoundsIssues(read(form), { today: TODAY, listing: room1500 })).toEqual([]);
    expect(
      interestBoundsIssues(read({ ...form, proposalValue: "1800", roomNumber: "2" }), { listing: coliving }),
    ).toEqual([]);
  });
});
