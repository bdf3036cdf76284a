import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../../db/schema/payments.ts";
import { privateFileReads, rentals } from "../../../db/schema/rentals.ts";
import { sessions } from "../../../db/schema/users.ts";
import { photoWithGps } from "../../../routes/rental-documents/document-files.test-support.ts";
import { emailsTo, partiesWithRent } from "../../../routes/rentals/rental-test-kit.ts";
import { testAccounts } from "../../../test/test-accounts.ts";
import { useTestApi } from "../../../test/test-api.ts";
import { heldRental, holdEnds, moneyOf } from "../hold/hold-test-kit.ts";

/*
 * Arrival claims (issue 36, point 5): the student claims within the 48 hours with photos, the
 * money stays held, staff (with a second factor) refund part of it; the photos are the student's
 * and staff's only, every read logged.
 */

const DEPOSIT = 600_000;

type Claim = { id: string; photos: { url: string }[]; heldCents: number; decision: string | null; refundCents: number };

describe("arrival claims", () => {
  let clock = new Date("2027-08-09T12:00:00Z");
  const t = useTestApi({ seeded: true, now: () => clock });
  const accounts = testAccounts(t, "claims");

  const claimForm = (fields: Record<string, string>, photos: { bytes: Uint8Array; name: string }[] = []) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    for (const photo of photos) form.append("photos", new Blob([new Uint8Array(photo.bytes)]), photo.name);
    return form;
  };
  const send = (token: string, path: string, form: FormData, lang = "en") =>
    t.api.request(path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "accept-language": lang },
      body: form,
    });
  const get = (token: string, path: string) => t.api.request(path, { headers: { authorization: `Bearer ${token}` } });

  it("takes a claim with photos, keeps the money held, and staff refund part of it", async () => {
    clock = new Date("2027-08-09T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-08-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-07-01T15:00:00Z"),
    });
    const path = `/v2/rentals/${rental.id}/claim`;
    const description = "The keys were not at the door and nobody answered the phone.";
    const gps = await photoWithGps();
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: "#223344" } })
      .png()
      .toBuffer();

    // The day before moving in: not yet.
    let res = await send(parties.student.token, path, claimForm({ reason: "no_keys", description }));
    expect(res.status).toBe(409);

    clock = new Date("2027-08-11T15:00:00Z");
    // The owner cannot claim; a short description and a PDF "photo" are refused, naming the field.
    res = await send(parties.owner.token, path, claimForm({ reason: "no_keys", description }));
    expect(res.status).toBe(403);
    res = await send(parties.student.token, path, claimForm({ reason: "no_keys", description: "no keys" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.description).toContain(
      "at least 20",
    );
    res = await send(
      parties.student.token,
      path,
      claimForm({ reason: "no_keys", description }, [{ bytes: new TextEncoder().encode("%PDF-1.4"), name: "a.jpg" }]),
    );
    expect(res.status).toBe(415);
    const six = Array.from({ length: 6 }, () => ({ bytes: png, name: "p.png" }));
    res = await send(parties.student.token, path, claimForm({ reason: "no_keys", description }, six));
    expect(res.status).toBe(400);

    res = await send(
      parties.student.token,
      path,
      claimForm({ reason: "no_keys", description }, [
        { bytes: gps, name: "porta.jpg" },
        { bytes: png, name: "chave.png" },
      ]),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const claim = (await res.json()) as Claim;
    expect(claim.photos).toHaveLength(2);
    expect(claim.heldCents).toBe(DEPOSIT);
    const [row] = await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, rental.id));
    expect(row?.state).toBe("in_claim");
    expect((await moneyOf(t.handle, rental)).held).toBe(DEPOSIT);
    const [toStudent] = await emailsTo(t.handle, parties.student.email, "arrival_claim_opened_student");
    expect(toStudent?.text).toContain("Our concierge can help you find another home");
    expect(await emailsTo(t.handle, parties.owner.email, "arrival_claim_opened_owner")).toHaveLength(1);

    // The photos: the student and staff, never the owner; metadata gone; every read logged.
    const photoUrl = claim.photos[0]?.url ?? "";
    const mine = await get(parties.student.token, photoUrl);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/jpeg");
    expect((await sharp(Buffer.from(await mine.arrayBuffer())).metadata()).exif).toBeUndefined();
    expect((await get(parties.owner.token, photoUrl)).status).toBe(403);
    expect((await get(parties.staff.token, photoUrl)).status).toBe(200);
    const reads = await t.handle.db.select().from(privateFileReads);
    expect(reads.filter((read) => read.readerId === parties.staff.id).map((read) => read.purpose)).toContain(
      "claim_review",
    );
    expect((await get(parties.owner.token, path)).status).toBe(403);

    // Staff list it; a decision needs the second factor, then a partial refund in reais.
    const list = await get(parties.staff.token, "/v2/admin/claims");
    expect(list.status).toBe(200);
    const listed = ((await list.json()) as { items: Claim[] }).items.find((item) => item.id === claim.id);
    expect(listed).toMatchObject({ decision: null, heldCents: DEPOSIT });
    expect((await get(parties.student.token, "/v2/admin/claims")).status).toBe(403);
    const decide = `/v2/admin/claims/${claim.id}/decision`;
    res = await accounts.call(parties.staff.token, "POST", decide, {
      decision: "partial_refund",
      refundCents: 250_000,
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("second_factor_required");
    await t.handle.db.update(sessions).set({ secondFactorAt: clock }).where(eq(sessions.userId, parties.staff.id));
    res = await accounts.call(parties.staff.token, "POST", decide, { decision: "partial_refund" }, "en");
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: Record<string, string> } }).error.fields.refundAmount).toContain(
      "Refund amount",
    );
    res = await accounts.call(parties.staff.token, "POST", decide, {
      decision: "partial_refund",
      refundAmount: "6.000,00",
    });
    expect(res.status).toBe(400);
    res = await accounts.call(parties.staff.token, "POST", decide, {
      decision: "partial_refund",
      refundAmount: "2.500,00",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ decision: "partial_refund", refundCents: 250_000, heldCents: 0 });
    expect(await moneyOf(t.handle, rental)).toMatchObject({
      held: 0,
      refundPayable: 250_000,
      depositCustody: DEPOSIT - 250_000,
      ownerPayable: 0,
    });
    const [moved] = await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, rental.id));
    expect(moved?.state).toBe("active");
    const audits = await t.handle.db.select().from(auditLog).where(eq(auditLog.subjectId, claim.id));
    expect(audits).toMatchObject([{ action: "claim.decide", actorId: parties.staff.id }]);
    const [decided] = await emailsTo(t.handle, parties.student.email, "arrival_claim_decided_student");
    expect(decided?.text).toContain("R$ 2.500,00 will be refunded to you");
    const [ownerTold] = await emailsTo(t.handle, parties.owner.email, "arrival_claim_decided_owner");
    expect(ownerTold?.text).toContain("R$ 2.500,00 serão devolvidos ao estudante");

    // Deciding again changes nothing.
    res = await accounts.call(parties.staff.token, "POST", decide, { decision: "full_refund" });
    expect(res.status).toBe(409);
    expect(await holdEnds(t.handle, rental.id)).toHaveLength(1);
  });

  it("refunds everything on a full refund and ends the rental; closes the window after 48 hours", async () => {
    clock = new Date("2027-09-10T12:00:00Z");
    const parties = await partiesWithRent(t.handle, accounts);
    const rental = await heldRental(t.handle, parties, {
      moveIn: "2027-09-10",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-08-01T15:00:00Z"),
    });
    const late = await heldRental(t.handle, parties, {
      moveIn: "2027-09-07",
      depositCents: DEPOSIT,
      signedAt: new Date("2027-08-01T15:00:00Z"),
    });
    const description = "The flat is not as described: no bed, no desk, and the window is broken.";
    // 7 September's hold ended at 00:00 on the 10th (São Paulo): too late to claim.
    let res = await send(
      parties.student.token,
      `/v2/rentals/${late.id}/claim`,
      claimForm({ reason: "unsafe", description }),
    );
    expect(res.status).toBe(409);
    res = await send(
      parties.student.token,
      `/v2/rentals/${rental.id}/claim`,
      claimForm({ reason: "not_as_described", description }),
      "pt",
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const claim = (await res.json()) as Claim;
    await t.handle.db.update(sessions).set({ secondFactorAt: clock }).where(eq(sessions.userId, parties.staff.id));
    res = await accounts.call(parties.staff.token, "POST", `/v2/admin/claims/${claim.id}/decision`, {
      decision: "full_refund",
    });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await moneyOf(t.handle, rental)).toMatchObject({ held: 0, refundPayable: DEPOSIT, depositCustody: 0 });
    const [row] = await t.handle.db.select({ state: rentals.state }).from(rentals).where(eq(rentals.id, rental.id));
    expect(row?.state).toBe("refunded");
  });
});
