import type { AccessConnection, AccessConnectionList } from "@campuslar/domain/commute/access-connection";
import type { Commute } from "@campuslar/domain/commute/commute-dto";
import type { ApiErrorBody } from "@campuslar/domain/errors/api-error";
import type { PropertyDetail, PropertyList } from "@campuslar/domain/property/property-dto";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { properties } from "../../db/schema/catalogue.ts";
import { storeListingCommutes } from "../../services/commute/store-commutes.ts";
import { testAccounts } from "../../test/test-accounts.ts";
import { useTestApi } from "../../test/test-api.ts";
import { catalogueHeard } from "../../test/test-database.ts";

/*
 * A university's access connections (issue 34, decision 032): USP's circulars from Butantã
 * station, shipped with the demo data, make a commute to the Cidade Universitária ride instead of
 * walking two hours; staff keep them in the backoffice, and each change recomputes the campus's
 * commutes, so the listing page and the commute search follow at once.
 */

/** Butantã station (Metrô Line 4) as the shipped feed places it. */
const BUTANTA = { lat: -23.571874, lng: -46.708048 };
const USP = "usp-butanta";
const path = `/v2/admin/universities/${USP}/access-connections`;

const circular = {
  fromStation: "Butantã",
  line: "Circular 8012-10 (Butantã–USP)",
  operator: "SPTrans",
  rideMinutes: 12,
  headwayMinutes: 8,
  stopLat: -23.5614,
  stopLng: -46.7307,
  source: "SPTrans; USP Prefeitura do Campus",
};

describe("access connections: a campus far from any station is reached by its shuttle", () => {
  const t = useTestApi({ seeded: true });
  const { signup, staff, call } = testAccounts(t, "access");
  const errorOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error;
  /** A published rental moved to 300 m from Butantã station, its commutes stored as a move stores them. */
  let home: { id: number; code: string };

  beforeAll(async () => {
    const [row] = await t.handle.db
      .select({ id: properties.id, code: properties.code })
      .from(properties)
      .where(and(eq(properties.status, "published"), eq(properties.purpose, "rent")))
      .orderBy(asc(properties.id))
      .limit(1);
    if (!row) throw new Error("the seed has no published rental");
    home = row;
    await t.handle.db.transaction(async (tx) => {
      await tx
        .update(properties)
        .set({ lat: BUTANTA.lat + 0.0027, lng: BUTANTA.lng })
        .where(eq(properties.id, row.id));
      await storeListingCommutes(tx, row.id);
    });
    await catalogueHeard(t.handle);
  });

  const uspCommute = async (): Promise<Commute> => {
    const res = await t.api.request(`/v2/properties/${home.code}?university=${USP}`);
    expect(res.status).toBe(200);
    const commute = ((await res.json()) as PropertyDetail).commutes.find((c) => c.university.slug === USP)?.commute;
    if (!commute) throw new Error("no commute to USP on the listing's page");
    return commute;
  };
  const searchCodes = async (maxCommute: number) => {
    await catalogueHeard(t.handle);
    const res = await t.api.request(`/v2/properties?university=${USP}&maxCommute=${maxCommute}&pageSize=50`);
    expect(res.status).toBe(200);
    return ((await res.json()) as PropertyList).items;
  };

  it("rides the demo's circular from Butantã: far below the walk, named on the page, found by maxCommute", async () => {
    const commute = await uspCommute();
    expect(commute.mode).toBe("transit");
    expect(commute.noStationNearby).toBe(false);
    // About 4 min to the station, half an 8-minute headway, 12 on board: some 20 minutes, where the walk takes 40.
    expect(commute.minutes).toBeLessThanOrEqual(25);
    expect(commute.walkOnlyMinutes).toBeGreaterThanOrEqual(38);
    expect(commute.minutes).toBeLessThanOrEqual(commute.walkOnlyMinutes - 15);
    const shuttle = commute.legs.find((leg) => leg.kind === "shuttle");
    expect(shuttle).toEqual({
      kind: "shuttle",
      line: "Circular 8012-10 (Butantã–USP)",
      operator: "SPTrans",
      from: "Butantã",
      rideMinutes: 12,
      waitMinutes: 4,
    });
    expect(commute.legs[0]).toMatchObject({ kind: "walk" });

    const items = await searchCodes(25);
    const card = items.find((item) => item.code === home.code);
    expect(card?.commute).toEqual({ university: USP, minutes: commute.minutes, rides: ["shuttle"] });
  });

  it("lets staff list, add, change and remove a connection, recomputing the campus's commutes each time", async () => {
    const me = await staff("Ana Equipe");
    const listed = (await (await call(me.token, "GET", path)).json()) as AccessConnectionList;
    expect(listed.university.shortName).toBe("USP Butantã");
    expect(listed.items.map((item) => item.line)).toEqual([
      "Circular 8012-10 (Butantã–USP)",
      "Circular 8022-10 (Butantã–USP)",
    ]);

    // Without either circular the way is long again, and the 25-minute search loses the home.
    for (const item of listed.items) {
      expect((await call(me.token, "DELETE", `${path}/${item.id}`)).status).toBe(204);
    }
    const without = await uspCommute();
    expect(without.legs.some((leg) => leg.kind === "shuttle")).toBe(false);
    expect(without.minutes).toBeGreaterThan(30);
    expect((await searchCodes(25)).map((item) => item.code)).not.toContain(home.code);

    const created = await call(me.token, "POST", path, circular);
    expect(created.status, await created.clone().text()).toBe(201);
    const added = (await created.json()) as AccessConnection;
    expect(added).toMatchObject({ ...circular, university: USP });
    const back = await uspCommute();
    expect(back.legs.find((leg) => leg.kind === "shuttle")).toMatchObject({ line: circular.line, waitMinutes: 4 });
    expect((await searchCodes(25)).map((item) => item.code)).toContain(home.code);

    // A slower line: every 20 minutes, 18 on board (6 more waiting, 6 more riding); the commute follows.
    const changed = await call(me.token, "PUT", `${path}/${added.id}`, {
      ...circular,
      headwayMinutes: 20,
      rideMinutes: 18,
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const slower = await uspCommute();
    expect(slower.legs.find((leg) => leg.kind === "shuttle")).toMatchObject({ waitMinutes: 10, rideMinutes: 18 });
    expect(slower.minutes - back.minutes).toBeGreaterThanOrEqual(11);
    expect(slower.minutes - back.minutes).toBeLessThanOrEqual(13);
  });

  it("takes two staff saving the same campus at once, one after the other, both kept", async () => {
    // Each save rewrites the campus's whole column of commutes; on PostgreSQL two at once
    // deadlocked on `commute_campuses` before the rewrite lock (transit-store.ts).
    const [ana, bia] = [await staff("Ana Paralela"), await staff("Bia Paralela")];
    const lines = ["Circular Teste A (Butantã–USP)", "Circular Teste B (Butantã–USP)"];
    const saved = await Promise.all(
      [ana, bia].map((who, i) => call(who.token, "POST", path, { ...circular, line: lines[i] })),
    );
    expect(saved.map((res) => res.status)).toEqual([201, 201]);
    const listed = (await (await call(ana.token, "GET", path)).json()) as AccessConnectionList;
    expect(listed.items.map((item) => item.line)).toEqual(expect.arrayContaining(lines));
    for (const item of listed.items.filter((item) => lines.includes(item.line))) {
      expect((await call(ana.token, "DELETE", `${path}/${item.id}`)).status).toBe(204);
    }
  });

  it("says what is wrong next to each field, in the reader's language", async () => {
    const me = await staff("Rui Equipe");
    const bad = { ...circular, fromStation: "Estação Inventada", rideMinutes: 0, source: " " };
    const pt = await call(me.token, "POST", path, bad, "pt");
    expect(pt.status).toBe(400);
    expect((await errorOf(pt)).fields).toEqual({
      rideMinutes: "a viagem leva minutos inteiros, de 1 a 90",
      source: "cite de onde vêm a linha, seus minutos e o intervalo",
    });
    const en = await call(me.token, "POST", path, { ...circular, fromStation: "Estação Inventada" }, "en");
    expect(en.status).toBe(400);
    expect((await errorOf(en)).fields).toEqual({
      fromStation: "no metro or train station of the network has this name",
    });
    const far = await call(me.token, "POST", path, { ...circular, stopLat: -23.6, stopLng: -46.65 }, "en");
    expect((await errorOf(far)).fields).toEqual({ stopLat: "the campus stop must be within 1.5 km of the campus" });
    const unknown = await call(me.token, "GET", "/v2/admin/universities/nenhuma/access-connections", undefined, "en");
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe("no university has this name");
  });

  it("answers 401 to a visitor and 403 to a student, whatever they send", async () => {
    expect((await call(undefined, "GET", path)).status).toBe(401);
    expect((await call(undefined, "POST", path, circular)).status).toBe(401);
    const student = await signup("Bia Estudante");
    expect((await call(student.token, "GET", path)).status).toBe(403);
    expect((await call(student.token, "POST", path, circular)).status).toBe(403);
    expect((await call(student.token, "DELETE", `${path}/1`)).status).toBe(403);
  });
});
