import { describe, expect, it } from "vitest";
import { formChanges, samePhotoOrder } from "./listing-changes.ts";

describe("formChanges", () => {
  it("names each changed field with its value before and after, in the form's order", () => {
    const changes = formChanges(
      { title: "Quarto perto da USP", rentAmount: 1800, bedrooms: 2 },
      { title: "11 99999-0000", rentAmount: 1, bedrooms: 2 },
    );
    expect(changes).toEqual([
      { field: "title", before: "Quarto perto da USP", after: "11 99999-0000" },
      { field: "rentAmount", before: 1800, after: 1 },
    ]);
  });

  it("reports a field added or emptied, with null on the empty side", () => {
    expect(formChanges({ title: "A" }, { title: "A", descriptionEn: "Bright room" })).toEqual([
      { field: "descriptionEn", before: null, after: "Bright room" },
    ]);
    expect(formChanges({ title: "A", description: "Texto" }, { title: "A" })).toEqual([
      { field: "description", before: "Texto", after: null },
    ]);
  });

  it("does not count the order of ticked boxes, nor an empty list against none", () => {
    expect(formChanges({ amenities: ["hasLift", "hasBalcony"] }, { amenities: ["hasBalcony", "hasLift"] })).toEqual([]);
    expect(formChanges({ includedBills: [] }, {})).toEqual([]);
    expect(formChanges({ amenities: ["hasLift"] }, { amenities: ["hasLift", "hasBalcony"] })).toHaveLength(1);
  });

  it("does not count a field left out against the value leaving it out means (the form's São Paulo, SP)", () => {
    expect(formChanges({ title: "A" }, { title: "A", city: "São Paulo", state: "SP", smokersAllowed: false })).toEqual(
      [],
    );
    expect(formChanges({ title: "A" }, { title: "A", smokersAllowed: true })).toEqual([
      { field: "smokersAllowed", before: false, after: true },
    ]);
  });
});

describe("formChanges of the bills", () => {
  it("names a changed estimate and a bill newly included", () => {
    expect(formChanges({ gasEstimate: 0 }, { gasEstimate: 60 })).toEqual([
      { field: "gasEstimate", before: 0, after: 60 },
    ]);
    expect(formChanges({ waterEstimate: 90 }, { includedBills: ["water"], waterEstimate: 90 })).toEqual([
      { field: "includedBills", before: null, after: ["water"] },
      { field: "waterEstimate", before: 90, after: null },
    ]);
  });

  it("does not count an included bill's estimate, which students do not see", () => {
    expect(
      formChanges({ includedBills: ["gas"], gasEstimate: 10 }, { includedBills: ["gas"], gasEstimate: 40 }),
    ).toEqual([]);
  });
});

describe("samePhotoOrder", () => {
  it("is true only for the same ids in the same order", () => {
    expect(samePhotoOrder([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(samePhotoOrder([1, 2, 3], [2, 1, 3])).toBe(false);
    expect(samePhotoOrder([1, 2], [1, 2, 3])).toBe(false);
  });
});
