import { describe, expect, it } from "vitest";
import { isBlankListingForm, mayOwnerDelete, resumableDraft } from "./drafts.ts";

describe("isBlankListingForm", () => {
  it("takes an empty form and the form's own São Paulo defaults as blank", () => {
    expect(isBlankListingForm({})).toBe(true);
    expect(isBlankListingForm({ city: "São Paulo", state: "SP", amenities: [] })).toBe(true);
  });

  it("takes anything the owner typed as not blank", () => {
    expect(isBlankListingForm({ title: "Studio" })).toBe(false);
    expect(isBlankListingForm({ city: "Campinas" })).toBe(false);
    expect(isBlankListingForm({ amenities: ["wifi"] } as never)).toBe(false);
  });
});

describe("resumableDraft", () => {
  const at = (day: number) => `2026-11-${String(day).padStart(2, "0")}T12:00:00.000Z`;

  it("opens the newest draft never sent for review", () => {
    const listings = [
      { code: "A", status: "draft" as const, submittedAt: null, updatedAt: at(10) },
      { code: "B", status: "draft" as const, submittedAt: null, updatedAt: at(12) },
      { code: "C", status: "draft" as const, submittedAt: at(13), updatedAt: at(14) },
      { code: "D", status: "published" as const, submittedAt: at(1), updatedAt: at(20) },
    ];
    expect(resumableDraft(listings)?.code).toBe("B");
  });

  it("starts afresh when every listing was sent", () => {
    expect(resumableDraft([{ status: "pending", submittedAt: at(1), updatedAt: at(2) }])).toBeNull();
  });
});

describe("mayOwnerDelete", () => {
  it("lets an owner delete what students never saw", () => {
    expect(mayOwnerDelete("draft")).toBe(true);
    expect(mayOwnerDelete("pending")).toBe(true);
    expect(mayOwnerDelete("published")).toBe(false);
    expect(mayOwnerDelete("archived")).toBe(false);
  });
});
