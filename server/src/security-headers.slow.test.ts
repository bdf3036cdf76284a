import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { storeSessionToken } from "@campuslar/web/app/session/session.server.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE } from "./http/cache-control.ts";
import { PERMISSIONS_POLICY } from "./http/security-headers.ts";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";

/**
 * The headers of decision 015 on the real server and the built web: what React Router really
 * writes carries the nonce of its response's CSP (http-app.headers.test.ts covers the rules).
 */
describe("security headers on the running server", () => {
  let dataDir: string;
  let server: RunningServer;
  let sessionCookie = "";
  let token = "";
  let propertyPath = "";
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-security-headers-")));
    server = await startServer({ DATA_DIR: dataDir, SEED: "1", SEED_PROPERTIES: "4" });
    const signup = await fetch(`${server.url}/v2/users/signup`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Ana",
        phone: "+55 11 98888-7777",
        email: "ana@example.com",
        password: "Primeira1",
      }),
    });
    expect(signup.status).toBe(201);
    token = String(((await signup.json()) as { token: string }).token);
    sessionCookie = (await storeSessionToken(new Request(server.url), token)).split(";")[0] ?? "";
    const list = (await (await fetch(`${server.url}/v2/properties`)).json()) as { items?: { code: string }[] };
    propertyPath = `/imovel/${list.items?.[0]?.code ?? "SP10001"}`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers, redirect: "manual" });
  const nonceOf = (res: Response) =>
    /script-src 'self' 'nonce-([^']+)'(?:;|$)/.exec(res.headers.get("content-security-policy") ?? "")?.[1];

  /** Every `<script …>` opening tag of a page, and the nonce each carries. */
  const scriptNonces = (html: string) =>
    (html.match(/<script\b[^>]*>/g) ?? []).map((tag) => /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null);

  it("writes the response's nonce on every script of pages, 404s and a signed-in page", async () => {
    const pages: Array<[string, Record<string, string>, number]> = [
      ["/", {}, 200],
      ["/en", {}, 200],
      ["/faq", {}, 200],
      ["/imoveis", {}, 200],
      [propertyPath, {}, 200],
      ["/entrar", {}, 200],
      ["/nao-existe", {}, 404],
      ["/en/does-not-exist", {}, 404],
      ["/imovel/ZZ99999", {}, 404],
      ["/conta", { cookie: sessionCookie }, 200],
    ];
    for (const [path, headers, status] of pages) {
      const res = await get(path, headers);
      expect(res.status, path).toBe(status);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).not.toContain("unsafe-inline");
      const nonce = nonceOf(res);
      expect(nonce, path).toBeDefined();
      const nonces = scriptNonces(await res.text());
      // The hydration data, the module loader and scroll restoration at least.
      expect(nonces.length, path).toBeGreaterThanOrEqual(3);
      expect(new Set(nonces), path).toEqual(new Set([nonce]));
      expect(res.headers.get("permissions-policy"), path).toBe(PERMISSIONS_POLICY);
    }
  });

  it("gives JSON-LD the nonce too", async () => {
    const res = await get("/faq");
    const html = await res.text();
    expect(html).toContain(`<script type="application/ld+json" nonce="${nonceOf(res)}"`);
  });

  it("draws a new nonce for each request of the same page", async () => {
    const first = nonceOf(await get("/"));
    const second = nonceOf(await get("/"));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(first).not.toBe(second);
  });

  it("keeps personal pages and calls out of every cache, and lets a visitor's listing page be kept privately", async () => {
    const account = await get("/conta", { cookie: sessionCookie });
    expect(account.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
    // Not signed in: the redirect to the login is no one's to keep either.
    const anonymousAccount = await get("/conta");
    expect(anonymousAccount.status).toBe(302);
    expect(anonymousAccount.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);

    const me = await get("/v2/user/me", { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);

    const listing = await get("/imoveis");
    expect(listing.headers.get("cache-control") ?? "").not.toContain("no-store");
    expect(listing.headers.get("cache-control")).toContain("private");
    expect(listing.headers.get("vary")).toContain("Cookie");
    const signedIn = await get("/imoveis", { cookie: sessionCookie });
    expect(signedIn.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("answers an oversized body 413 with Connection: close and closes the kept-alive socket", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    socket.on("error", () => {});
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString("latin1");
    });
    const closed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), 5_000);
      socket.once("close", () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(
      `POST /v2/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${2 * 1024 * 1024}\r\n\r\n{"email":"`,
    );
    expect(await closed).toBe(true);
    const [head = ""] = received.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 413 /);
    expect(head.toLowerCase()).toContain("\r\nconnection: close");
    expect(received).toContain("payload_too_large");
  });
});
