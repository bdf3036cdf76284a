import { LISTING_MESSAGES } from "@campuslar/domain/listing/listing-messages";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { MAX_BILL_ESTIMATE } from "@campuslar/domain/property/all-in-cost";
import type { PropertyDetail } from "@campuslar/domain/property/property-dto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { COMPLETE_LISTING_FORM } from "../../test/listing-forms.ts";
import { ok, useOwnerListingApi } from "../../test/owner-listing-api.ts";

const now = new Date("2026-11-26T15:00:00Z");

type ErrorBody = { error: { code: string; fields?: Record<string, string> } };

/*
 * Issue 22, the owner's side: the listing form gives each bill as included in the rent or with
 * its estimated monthly amount, and the published listing shows students the all-in total.
 */
describe("an owner's bills", () => {
  const t = useOwnerListingApi("bills", now);
  const { signup, call } = t;

  it("puts the bills a saved form gives into the published listing and its all-in total", async () => {
    const { token } = await signup();
    const draft = await ok<OwnerListing>(
      await call("POST", "/v2/owner/listings", token, {
        ...COMPLETE_LISTING_FORM,
        rentAmount: "2.800,00",
        includedBills: ["water", "internet"],
        // Typed as an HTML form sends them: Brazilian and English money, and the included
        // water's estimate, which the form keeps but students never pay on top.
        waterEstimate: "75",
        electricityEstimate: "150,50",
        gasEstimate: "0",
        internetEstimate: null,
        cleaningEstimate: "120.25",
      }),
      201,
    );
    expect(draft.form).toMatchObject({
      includedBills: ["water", "internet"],
      waterEstimate: 75,
      electricityEstimate: 150.5,
      gasEstimate: 0,
      cleaningEstimate: 120.25,
    });
    expect(draft.form.internetEstimate).toBeUndefined();

    const [row] = await t.handle.db.select().from(properties).where(eq(properties.code, draft.code));
    expect(row).toMatchObject({
      billsWater: true,
      billsElectricity: false,
      billsGas: false,
      billsInternet: true,
      billsCleaning: false,
      waterEstimateCents: 0,
      electricityEstimateCents: 15_050,
      gasEstimateCents: 0,
      internetEstimateCents: 0,
      cleaningEstimateCents: 12_025,
    });
    // A listing that charges condomínio and IPTU: the form's all-in line counts them too.
    await t.handle.db
      .update(properties)
      .set({ condoFeeCents: 45_000, iptuCents: 6_010 })
      .where(eq(properties.code, draft.code));
    const mine = await ok<OwnerListing>(await call("GET", `/v2/owner/listings/${draft.code}`, token));
    expect(mine.monthlyCharges).toEqual({ condoFee: 450, iptu: 60.1 });

    await t.publish(draft.code, token);

    const shown = await ok<PropertyDetail>(await t.api.request(`/v2/properties/${draft.code}`));
    expect(shown.billsIncluded).toEqual({
      water: true,
      electricity: false,
      gas: false,
      internet: true,
      cleaning: false,
    });
    expect(shown.billEstimates).toEqual({ water: 0, electricity: 150.5, gas: 0, internet: 0, cleaning: 120.25 });
    expect(shown.condoFee).toBe(450);
    expect(shown.iptu).toBe(60.1);
    expect(shown.allInMonthly).toBe(2800 + 450 + 60.1 + 150.5 + 0 + 120.25);
  }, 60_000);

  it("refuses an estimate that is no amount or over the limit, naming the field in the visitor's language", async () => {
    const { token } = await signup();
    const draft = await ok<OwnerListing>(await call("POST", "/v2/owner/listings", token, { title: "Casa" }), 201);
    for (const locale of ["pt", "en"] as const) {
      const res = await call("PATCH", `/v2/owner/listings/${draft.code}?lang=${locale}`, token, {
        gasEstimate: "muito",
        electricityEstimate: MAX_BILL_ESTIMATE + 1,
        waterEstimate: "90",
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields).toEqual({
        gasEstimate: LISTING_MESSAGES["listing.billEstimate.invalid"][locale],
        electricityEstimate: LISTING_MESSAGES["listing.billEstimate.invalid"][locale],
      });
    }
    // Nothing of a refused save is kept: the draft is as it was.
    const still = await ok<OwnerListing>(await call("GET", `/v2/owner/listings/${draft.code}`, token));
    expect(still.form).toEqual({ title: "Casa" });
  });

  it("will not send for review a listing with a bill neither included nor estimated", async () => {
    const { token } = await signup();
    const { cleaningEstimate: _left, ...form } = COMPLETE_LISTING_FORM;
    const draft = await ok<OwnerListing>(await call("POST", "/v2/owner/listings", token, form), 201);
    const res = await call("POST", `/v2/owner/listings/${draft.code}/submit?lang=en`, token);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toMatchObject({
      cleaningEstimate: LISTING_MESSAGES["listing.billEstimate.required"].en,
    });
    // Ticking "included in the rent" is answer enough.
    await ok(await call("PATCH", `/v2/owner/listings/${draft.code}`, token, { includedBills: ["cleaning"] }));
    const again = await call("POST", `/v2/owner/listings/${draft.code}/submit?lang=en`, token);
    expect(((await again.json()) as ErrorBody).error.fields?.cleaningEstimate).toBeUndefined();
  });
});
