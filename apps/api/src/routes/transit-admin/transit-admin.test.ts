import type { AdminTransit, FeedProblemsBody, TransitFeedLoad } from "@campuslar/domain/commute/transit-feed";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { UniversityList } from "@campuslar/domain/university/university-dto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { propertyCommutes, transitNetworks } from "../../db/schema/transit.ts";
import { transitFeedLoads } from "../../db/schema/transit-feed-loads.ts";
import { keepCommutesCurrent } from "../../services/commute/commute-maintenance.ts";
import { runQueuedFeedLoads } from "../../services/commute/feed-loads.ts";
import { demoFeedZip, feedInfo, replaceLine } from "../../test/gtfs-zip.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";

describe("staff load a newer GTFS feed (POST /v2/admin/transit/feeds)", () => {
  const t = useTestApi({ seeded: true });
  const { signup, staff } = testAccounts(t, "transit");

  const upload = (
    token: string | undefined,
    zip: Uint8Array | null,
    fields: Record<string, string> = {},
    lang = "en",
  ) => {
    const form = new FormData();
    if (zip)
      form.append("feed", new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" }), "spo_gtfs_2024.zip");
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return t.api.request(`/v2/admin/transit/feeds?lang=${lang}`, {
      method: "POST",
      headers: token ? { authorization: `Bearer ${token}` } : {},
      body: form,
    });
  };
  const networkDate = async () =>
    ((await (await t.api.request("/v2/properties/universities")).json()) as UniversityList).commuteNetworkDate;
  const state = async (token: string) =>
    (await (
      await t.api.request("/v2/admin/transit", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as AdminTransit;

  it("refuses a visitor (401) and anyone but staff (403), before reading the file", async () => {
    expect((await upload(undefined, demoFeedZip())).status).toBe(401);
    const tenant = await signup();
    const res = await upload(tenant.token, demoFeedZip());
    expect(res.status).toBe(403);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe("forbidden");
    expect(
      (await t.api.request("/v2/admin/transit", { headers: { authorization: `Bearer ${tenant.token}` } })).status,
    ).toBe(403);
  });

  it("answers a bad feed with 422, naming the file and line of each problem in the reader's language", async () => {
    const { token } = await staff();
    const bad = demoFeedZip((file, text) =>
      file === "stop_times.txt" ? replaceLine(text, 5, "CPTM L07-0,25:7,04:08:00,18920,4") : text,
    );
    const res = await upload(token, bad, {}, "pt");
    expect(res.status).toBe(422);
    const body = (await res.json()) as FeedProblemsBody;
    expect(body.error.code).toBe("unprocessable");
    expect(body.error.problems).toEqual(["stop_times.txt, linha 5: arrival_time '25:7' não está no formato HH:MM:SS"]);
    expect(body.error.count).toBe(1);
  });

  it("answers 415 for a file that is not a zip, 400 without a file or with a bad date", async () => {
    const { token } = await staff();
    expect((await upload(token, new TextEncoder().encode("stop_id,stop_name\n"))).status).toBe(415);
    const none = await upload(token, null);
    expect(none.status).toBe(400);
    expect(((await none.json()) as ApiErrorBody).error.fields?.feed).toBe("choose the feed's zip file");
    const date = await upload(token, demoFeedZip(), { networkDate: "março" });
    expect(date.status).toBe(400);
    expect(((await date.json()) as ApiErrorBody).error.fields?.networkDate).toBe(
      "enter the month as YYYY-MM, or the year as YYYY",
    );
    // The demo feed's calendar (2008–2020) says no date: one must be entered.
    const undated = await upload(token, demoFeedZip());
    expect(undated.status).toBe(400);
    expect(((await undated.json()) as ApiErrorBody).error.fields?.networkDate).toMatch(/enter the network's month/);
  });

  it("loads a valid feed in the background; when done its date is the one every page reads", async () => {
    const { token } = await staff();
    expect(await networkDate()).toBe("2019");
    const [{ n: commutesBefore } = { n: 0 }] = await t.handle.db.select({ n: count() }).from(propertyCommutes);
    const res = await upload(token, demoFeedZip(undefined, { "feed_info.txt": feedInfo("20240301") }));
    expect(res.status, await res.clone().text()).toBe(202);
    const queued = (await res.json()) as TransitFeedLoad;
    expect(queued).toMatchObject({ status: "queued", networkDate: "2024-03", fileName: "spo_gtfs_2024.zip" });

    await expect
      .poll(async () => (await state(token)).loads.find((load) => load.id === queued.id)?.status, { timeout: 60_000 })
      .toBe("done");
    const after = await state(token);
    const load = after.loads.find((item) => item.id === queued.id);
    expect(load?.done).toBe(load?.total);
    expect(load?.total).toBeGreaterThan(0);
    expect(after.current).toMatchObject({ networkDate: "2024-03", uploaded: true });
    await expect.poll(networkDate).toBe("2024-03");
    // One network, every commute computed again on it.
    expect(await t.handle.db.select({ id: transitNetworks.id }).from(transitNetworks)).toHaveLength(1);
    const [{ n: commutesAfter } = { n: 0 }] = await t.handle.db.select({ n: count() }).from(propertyCommutes);
    expect(commutesAfter).toBe(commutesBefore);

    // A restart's maintenance keeps the uploaded network: the shipped zip does not replace it.
    const kept = await t.handle.db.transaction((tx) => keepCommutesCurrent(tx));
    expect(kept.network).toBe("current");
    expect(await networkDate()).toBe("2024-03");
  }, 120_000);

  it("refuses an upload while another load is under way (409), on any server", async () => {
    const { token } = await staff();
    const [running] = await t.handle.db
      .insert(transitFeedLoads)
      .values({ status: "running", fileName: "other.zip", feedSha256: "x", networkDate: "2025", startedAt: new Date() })
      .returning({ id: transitFeedLoads.id });
    try {
      const res = await upload(token, demoFeedZip(undefined, { "feed_info.txt": feedInfo("20250101") }));
      expect(res.status).toBe(409);
      expect(((await res.json()) as ApiErrorBody).error.message).toBe(
        "A feed is already being loaded: wait until it is done",
      );
    } finally {
      await t.handle.db.delete(transitFeedLoads).where(eq(transitFeedLoads.id, running?.id ?? 0));
    }
  });

  it("leaves the old network current when the recompute fails, and the load failed with its reason", async () => {
    const { token } = await staff();
    const before = await t.handle.db
      .select({ id: transitNetworks.id, date: transitNetworks.networkDate })
      .from(transitNetworks);
    // A stored feed the router cannot build a network from: it fails inside the transaction.
    const [queued] = await t.handle.db
      .insert(transitFeedLoads)
      .values({ fileName: "broken.zip", feedSha256: "broken", networkDate: "2030", feed: { stops: [], services: [] } })
      .returning({ id: transitFeedLoads.id });
    await runQueuedFeedLoads(t.handle.db, { info: () => {}, error: () => {} });
    const load = (await state(token)).loads.find((item) => item.id === queued?.id);
    expect(load?.status).toBe("failed");
    expect(load?.error).toBeTruthy();
    expect(
      await t.handle.db.select({ id: transitNetworks.id, date: transitNetworks.networkDate }).from(transitNetworks),
    ).toEqual(before);
    expect(await networkDate()).toBe(before[0]?.date);
  });

  it("is described in the OpenAPI document, with its 413, 415 and 422", async () => {
    const doc = (await (await t.api.request("/v2/openapi.json")).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const responses = doc.paths["/v2/admin/transit/feeds"]?.post?.responses ?? {};
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["202", "401", "403", "413", "415", "422"]));
    expect(doc.paths["/v2/admin/transit"]?.get).toBeDefined();
  });
});
