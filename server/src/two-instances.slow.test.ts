/// <reference path="../../apps/api/src/services/photos/s3rver.d.ts" />
import { existsSync, readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emailOutbox, openDatabase } from "@campuslar/api";
import { startSmtp } from "@campuslar/api/testing";
import { LEAD_RATE_LIMITS } from "@campuslar/domain/lead/lead-limits";
import { ACCOUNT_RATE_LIMITS } from "@campuslar/domain/user/account-rules";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "./test/http-caller.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";
import { createThrowawayDatabase } from "./test/throwaway-database.ts";

/**
 * Issue 17, point 13: two server processes on one PostgreSQL database, one Redis, one
 * S3-compatible bucket and one SMTP relay behave as one site: a session made on one works on
 * the other, the abuse limits are counted once for both, each queued e-mail leaves once, and a
 * photo uploaded through one is served by the other.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const redisPort = 6379;
const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.setTimeout(1_000);
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
const hasRedis = await reachable(redisPort);

// Limit counters live in Redis for up to an hour: each run counts under client addresses and
// e-mails of its own, so runs (and other tests on the same Redis) never meet.
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const runBlock = Math.floor(Math.random() * 0xffff).toString(16);
let addresses = 0;
/** A client address of this run (documentation range), as a proxy would pass it on. */
const newAddress = () => {
  addresses++;
  return `2001:db8:${runBlock}:${(Date.now() % 0xffff).toString(16)}::${addresses.toString(16)}`;
};
const email = (name: string) => `${name}.${run}@example.com`;

const call = createCaller(newAddress);

const advertise = (to: string) => ({
  name: "Carla Mendes",
  phone: "+55 11 3456-7890",
  email: to,
  address: "Rua Cardeal Arcoverde",
  number: "1200",
  neighbourhood: "Pinheiros",
  postalCode: "05407002",
  billsIncluded: { water: true, electricity: false, cleaning: true },
  allowPets: true,
  parking: false,
  contractPeriodMonths: 12,
  monthlyRent: "3.200,00",
  bedrooms: 2,
  bathrooms: 1,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(adminUrl && hasRedis)("two instances on one database, Redis, bucket and mail relay", () => {
  let database: { url: string; drop: () => Promise<void> };
  let s3: S3rver;
  let s3Dir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const dataDirs: string[] = [];
  let a: RunningServer;
  let b: RunningServer;
  let startMs = 0;

  beforeAll(async () => {
    database = await createThrowawayDatabase(adminUrl ?? "");
    s3Dir = await mkdtemp(join(tmpdir(), "campuslar-two-s3-"));
    s3 = new S3rver({
      port: 0,
      address: "127.0.0.1",
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: "photos" }],
    });
    const { port: s3Port } = await s3.run();
    smtp = await startSmtp();
    for (const name of ["a", "b"]) dataDirs.push(await mkdtemp(join(tmpdir(), `campuslar-two-${name}-`)));
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      SMTP_URL: smtp.url,
      S3_BUCKET: "photos",
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SEED_PROPERTIES: "24",
      TRUST_PROXY: "1",
    };
    // Started together on an empty database, as a deploy starts them.
    const started = performance.now();
    const servers = await Promise.allSettled(
      dataDirs.map((dataDir) => startServer({ ...shared, DATA_DIR: dataDir }, 150_000)),
    );
    startMs = Math.round(performance.now() - started);
    const failed = servers.find((s) => s.status === "rejected");
    const [first, second] = servers.map((s) => (s.status === "fulfilled" ? s.value : undefined));
    if (first) a = first;
    if (second) b = second;
    if (failed) throw (failed as PromiseRejectedResult).reason;
  });

  afterAll(async () => {
    const codes = await Promise.all([a?.stop("SIGTERM"), b?.stop("SIGTERM")]);
    await s3?.close();
    await smtp?.close();
    await database?.drop();
    for (const dir of [s3Dir, ...dataDirs]) if (dir) await rm(dir, { recursive: true, force: true });
    expect(codes).toEqual([0, 0]);
  });

  afterEach(({ task }) => {
    if (task.result?.state !== "fail") return;
    // What went wrong inside: the instances' warnings and errors.
    for (const [name, server] of [
      ["A", a],
      ["B", b],
    ] as const) {
      const problems = (server?.output() ?? "").split("\n").filter((line) => /"level":[456]0/.test(line));
      console.error(`instance ${name}:\n${problems.slice(-10).join("\n")}`);
    }
  });

  it("start together on an empty database: one migrates and seeds while the other waits, both serve it", async () => {
    const outputs = [a.output(), b.output()];
    expect(outputs.filter((o) => o.includes("seeded an empty database"))).toHaveLength(1);
    console.info(
      `two instances started together in ${startMs} ms; waited for the other's migrations: ${outputs.map((o) =>
        o.includes("another instance is migrating"),
      )}`,
    );
    for (const server of [a, b]) {
      expect(JSON.parse((await call(server.url, "/v2/health")).body)).toEqual({
        status: "ok",
        db: "postgres",
        checks: { database: "ok", redis: "ok" },
      });
    }
    // The demo listings' photos are files on each instance's disk: the one that did not seed
    // rendered its own, so a seeded listing's photo is served by both.
    const list = JSON.parse((await call(b.url, "/v2/properties?pageSize=1")).body) as {
      total: number;
      items: { photos: { url: string }[] }[];
    };
    expect(list.total).toBeGreaterThan(0);
    const seededPhoto = list.items[0]?.photos[0]?.url ?? "";
    expect(seededPhoto).toMatch(/^\/media\/seed\//);
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}${seededPhoto}`);
      expect(res.status, `${server.url}${seededPhoto}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
    }
  });

  it("a session made on one instance works on the other, and a logout on one ends it on both", async () => {
    const who = email("session");
    const signup = await call(a.url, "/v2/users/signup", {
      body: { name: "Rita Alves", phone: "+55 11 98765-4321", email: who, password: "Segura2026" },
    });
    expect(signup.status, signup.body).toBe(201);
    const login = await call(a.url, "/v2/users/login", { body: { email: who, password: "Segura2026" } });
    expect(login.status, login.body).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    const me = await call(b.url, "/v2/user/me", { token });
    expect(me.status, me.body).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ user: { email: who } });

    // The site's own login form on A: its cookie opens the account page on B.
    const form = await fetch(`${a.url}/entrar`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "X-Forwarded-For": newAddress() },
      body: new URLSearchParams({ email: who, password: "Segura2026", redirectTo: "/conta" }),
      redirect: "manual",
    });
    expect(form.status).toBe(302);
    const cookie = (form.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toMatch(/^campuslar_session=./);
    const page = await fetch(`${b.url}/conta`, { headers: { cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(who);
    expect((await fetch(`${b.url}/conta`, { redirect: "manual" })).status).toBe(302);

    expect((await call(b.url, "/v2/users/logout", { token, method: "POST" })).status).toBe(204);
    expect((await call(a.url, "/v2/user/me", { token })).status).toBe(401);
  });

  it("counts the login and lead limits once for both instances", async () => {
    const who = email("limits");
    const signup = await call(b.url, "/v2/users/signup", {
      body: { name: "Rita Alves", phone: "+55 11 98765-4321", email: who, password: "Segura2026" },
    });
    expect(signup.status, signup.body).toBe(201);

    // Wrong passwords from one address, alternately to A and B: refused past the limit that
    // one instance alone would apply, wherever the next attempt lands.
    const attacker = newAddress();
    const { limit: loginLimit } = ACCOUNT_RATE_LIMITS.login.perAccountAndIp;
    const logins: number[] = [];
    for (let i = 0; i < loginLimit + 2; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server.url, "/v2/users/login", {
        body: { email: who, password: "Errada123" },
        address: attacker,
      });
      logins.push(res.status);
    }
    expect(logins).toEqual([...Array(loginLimit).fill(401), 429, 429]);

    // One e-mail's lead forms from many addresses, alternately to A and B.
    const { limit: leadLimit } = LEAD_RATE_LIMITS.perEmail;
    const leads: number[] = [];
    for (let i = 0; i < leadLimit + 2; i++) {
      const server = i % 2 === 0 ? b : a;
      leads.push((await call(server.url, "/v2/property/advertise", { body: advertise(who) })).status);
    }
    expect(leads).toEqual([...Array(leadLimit).fill(201), 429, 429]);
  });

  it("delivers each e-mail queued on either instance exactly once", async () => {
    const recipients = Array.from({ length: 30 }, (_, i) => email(`mail${i}`));
    // Fifteen leads through each instance at once; each queues a confirmation to its e-mail.
    const answers = await Promise.all(
      recipients.map((to, i) => call(i % 2 === 0 ? a.url : b.url, "/v2/property/advertise", { body: advertise(to) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(recipients.map(() => 201));

    const wanted = new Set(recipients);
    const delivered = () => smtp.received.flatMap((m) => m.to).filter((to) => wanted.has(to));
    const deadline = Date.now() + 45_000;
    while (new Set(delivered()).size < recipients.length && Date.now() < deadline) await sleep(250);
    // Both workers poll every 2 s: two more rounds would show a second delivery.
    await sleep(4_500);
    const counts = new Map<string, number>();
    for (const to of delivered()) counts.set(to, (counts.get(to) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...recipients].sort());
    expect([...counts.values()].every((n) => n === 1)).toBe(true);

    const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
    try {
      const rows = await handle.db.select().from(emailOutbox);
      const ours = rows.filter((row) => wanted.has(row.toAddress));
      expect(ours).toHaveLength(recipients.length);
      expect(ours.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    } finally {
      await handle.close();
    }
    const sentBy = [a, b].map((server) => server.output().match(/"msg":"e-mail sent"/g)?.length ?? 0);
    console.info(
      `e-mails: ${recipients.length} queued, each delivered once; all e-mails of the run sent by A ${sentBy[0]}, by B ${sentBy[1]}`,
    );
  });

  it("serves through B the photo an owner uploaded through A, from the shared bucket", async () => {
    const owner = email("owner");
    const signup = await call(a.url, "/v2/users/signup", {
      body: { name: "Rita Souza", phone: "+55 11 91234-5678", email: owner, password: "Segura2026" },
    });
    expect(signup.status, signup.body).toBe(201);
    const { token } = JSON.parse(signup.body) as { token: string };
    const draft = await call(a.url, "/v2/owner/listings", { token, body: {} });
    expect(draft.status, draft.body).toBe(201);
    const { code } = JSON.parse(draft.body) as { code: string };

    const png = await sharp({ create: { width: 640, height: 480, channels: 4, background: "#1e8449" } })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), "sala.png");
    const uploaded = await fetch(`${a.url}/v2/owner/listings/${code}/photos`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "X-Forwarded-For": newAddress() },
      body: upload,
    });
    const listing = (await uploaded.json()) as { photos: { url: string }[] };
    expect(uploaded.status, JSON.stringify(listing)).toBe(201);
    const url = listing.photos[0]?.url ?? "";
    expect(url).toMatch(/^\/media\/listings\/[\w-]+\/[\w-]+-800\.webp$/);

    const fromB = await fetch(`${b.url}${url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/webp");
    const fromA = await fetch(`${a.url}${url}`);
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    // Neither instance kept it on its own disk: both read the bucket.
    for (const dir of dataDirs) expect(existsSync(join(dir, "media", "listings", code))).toBe(false);
    expect(readdirSync(join(s3Dir, "photos")).length).toBeGreaterThan(0);
  });
});
