import { LISTING_MESSAGES } from "@campuslar/domain/listing/listing-messages";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { ok, useOwnerListingApi } from "../../test/owner-listing-api.ts";

const now = new Date("2026-11-26T15:00:00Z");

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/*
 * Issue 22, the owner's side of "for how long": the listing form sets the longest stay taken (none,
 * 6, 12 or 24 months) beside the shortest contract; students see it on the listing, and the
 * interest form and the search follow it.
 */
describe("an owner's maximum stay", () => {
  const t = useOwnerListingApi("stays", now);
  const { signup, call } = t;
  const maxStayOf = async (code: string) =>
    (await t.handle.db.select().from(properties).where(eq(properties.code, code)))[0]?.maxStayMonths;

  it("stores the maximum an HTML form sends, clears it to none, and shows it on the published listing", async () => {
    const { token } = await signup();
    const draft = await ok<OwnerListing>(
      await call("POST", "/v2/owner/listings", token, { ...COMPLETE_LISTING_FORM, maxStayMonths: "12" }),
      201,
    );
    expect(draft.form.maxStayMonths).toBe(12);
    expect(await maxStayOf(draft.code)).toBe(12);

    // The select's "no maximum" sends a blank.
    const cleared = await ok<OwnerListing>(
      await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { maxStayMonths: "" }),
    );
    expect(cleared.form.maxStayMonths).toBeUndefined();
    expect(await maxStayOf(draft.code)).toBeNull();

    await ok(await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { maxStayMonths: 6 }));
    await t.publish(draft.code, token);

    const shown = await ok<PropertyDetail>(await t.api.request(`/v2/properties/${draft.code}`));
    expect(shown.minContractMonths).toBe(6);
    expect(shown.maxStayMonths).toBe(6);
    // A search for a year leaves it out; one for the first semester (6 months) finds it.
    const codes = async (query: string) =>
      (await ok<{ items: { code: string }[] }>(await t.api.request(`/v2/properties?purpose=rent&${query}`))).items.map(
        (item) => item.code,
      );
    expect(await codes("stay=year")).not.toContain(draft.code);
    expect(await codes("stay=first_semester")).toContain(draft.code);
  }, 60_000);

  it("keeps until when a taken room is let, forgets it when the room is freed, and refuses a day that does not exist", async () => {
    const { token } = await signup();
    const draft = await ok<OwnerListing>(await call("POST", "/v2/owner/listings", token, COMPLETE_LISTING_FORM), 201);
    const roomId = draft.rooms[0]?.id;
    expect(roomId).toBeDefined();
    const room = `/v2/owner/listings/${draft.code}/rooms/${roomId}`;
    const first = (listing: OwnerListing) => listing.rooms.find((r) => r.id === roomId);

    const taken = await ok<OwnerListing>(
      await call("PUT", room, token, { available: false, occupiedUntil: "2027-07-31" }),
    );
    expect(first(taken)).toMatchObject({ available: false, occupiedUntil: "2027-07-31" });
    // Marking it taken again without a day keeps the day.
    const again = await ok<OwnerListing>(await call("PUT", room, token, { available: false }));
    expect(first(again)?.occupiedUntil).toBe("2027-07-31");

    const bad = await call("PUT", room, token, { available: false, occupiedUntil: "2027-02-30" });
    expect(bad.status).toBe(400);
    expect(
      first(await ok<OwnerListing>(await call("GET", `/v2/owner/listings/${draft.code}`, token)))?.occupiedUntil,
    ).toBe("2027-07-31");

    const freed = await ok<OwnerListing>(await call("PUT", room, token, { available: true }));
    expect(first(freed)).toMatchObject({ available: true, occupiedUntil: null });
    const retaken = await ok<OwnerListing>(await call("PUT", room, token, { available: false }));
    expect(first(retaken)?.occupiedUntil).toBeNull();
  });

  it("refuses a maximum that is not offered, or below the minimum contract, next to the field in each language", async () => {
    const { token } = await signup();
    const draft = await ok<OwnerListing>(
      await call("POST", "/v2/owner/listings", token, { ...COMPLETE_LISTING_FORM, minContractMonths: 12 }),
      201,
    );
    for (const locale of ["pt", "en"] as const) {
      const res = await call("PATCH", `/v2/owner/listings/${draft.code}?lang=${locale}`, token, { maxStayMonths: 7 });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toEqual({
        maxStayMonths: LISTING_MESSAGES["listing.option.invalid"][locale],
      });
    }
    // Below the minimum: a draft may hold it while the owner works, submitting may not.
    await ok(await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { maxStayMonths: 6 }));
    for (const locale of ["pt", "en"] as const) {
      const res = await call("POST", `/v2/owner/listings/${draft.code}/submit?lang=${locale}`, token);
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).error.fields).toMatchObject({
        maxStayMonths: LISTING_MESSAGES["listing.maxStay.order"][locale],
      });
    }
  });
});
