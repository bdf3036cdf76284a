import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DOCS_CSP, pageCsp } from "./http/content-security-policy.ts";
import { createHttpApp } from "./http-app.ts";

const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-http-app-"));
const json = () => Response.json({ ok: true });
const html = () =>
  new Response("<!doctype html><p>page</p>", { headers: { "content-type": "text/html; charset=utf-8" } });

const makeApp = (corsOrigins?: string[]) =>
  createHttpApp({
    // The API's docs page is HTML; everything else it answers is JSON.
    api: { fetch: (request) => (new URL(request.url).pathname === "/v2/docs" ? html() : json()) },
    web: html,
    mediaDir,
    corsOrigins,
  });

describe("response hardening", () => {
  const app = makeApp();

  it("sends the security headers on pages, API answers and 404s", async () => {
    for (const path of ["/", "/v2/health", "/media/missing.jpg"]) {
      const res = await app.request(path);
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("lets pages load map tiles from the configured provider only", async () => {
    const withProvider = createHttpApp({
      api: { fetch: json },
      web: html,
      mediaDir,
      mapTileUrl: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
    });
    const policy = (await withProvider.request("/alugar")).headers.get("content-security-policy") ?? "";
    expect(policy).toContain("img-src 'self' data: https://*.tiles.example.org;");
    expect(policy).not.toContain("openstreetmap");
  });

  it("gives pages the strict policy, the API docs their own, and JSON nothing to run", async () => {
    const page = (await app.request("/alugar")).headers.get("content-security-policy");
    // The page's own nonce (http-app.headers.test.ts), otherwise the policy as written.
    const nonce = /'nonce-([^']+)'/.exec(page ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(page).toBe(pageCsp(nonce));
    expect(page).toContain("default-src 'self'");
    expect(page).toContain("img-src 'self' data: https://tile.openstreetmap.org");
    expect(page).toContain("base-uri 'self'");
    expect(page).toContain("form-action 'self'");
    expect(page).not.toMatch(/script-src[^;]*(\*|https?:)/);
    expect((await app.request("/v2/docs")).headers.get("content-security-policy")).toBe(DOCS_CSP);
    expect((await app.request("/v2/health")).headers.get("content-security-policy")).toMatch(/^default-src 'none'/);
  });

  it("sends HSTS only for requests that came over https", async () => {
    expect((await app.request("/")).headers.get("strict-transport-security")).toBeNull();
    const proxied = await app.request("/", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toMatch(/^max-age=\d+/);
    expect((await app.request("https://campuslar.example/")).headers.get("strict-transport-security")).toMatch(
      /max-age/,
    );
  });
});

describe("CORS", () => {
  it("answers no other origin by default", async () => {
    const res = await makeApp().request("/v2/health", { headers: { origin: "https://other.example" } });
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows only the configured origins, preflight included", async () => {
    const app = makeApp(["https://parceiro.example"]);
    const allowed = await app.request("/v2/health", { headers: { origin: "https://parceiro.example" } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe("https://parceiro.example");
    const preflight = await app.request("/v2/users/login", {
      method: "OPTIONS",
      headers: {
        origin: "https://parceiro.example",
        "access-control-request-method": "POST",
        "access-control-request-headers": "content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    const other = await app.request("/v2/health", { headers: { origin: "https://evil.example" } });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    // Pages are never shared cross-origin.
    const page = await app.request("/", { headers: { origin: "https://parceiro.example" } });
    expect(page.headers.get("access-control-allow-origin")).toBeNull();
  });
});

describe("request ids of pages", () => {
  const seen: string[] = [];
  const app = createHttpApp({
    api: { fetch: json },
    web: (_request, _env, page) => {
      seen.push(page.requestId);
      return html();
    },
    mediaDir,
  });

  it("gives each page request an id, hands it to the render and sends it back", async () => {
    const first = await app.request("/imoveis");
    const second = await app.request("/imoveis");
    const ids = [first.headers.get("x-request-id"), second.headers.get("x-request-id")];
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
    expect(seen.slice(-2)).toEqual(ids);
  });

  it("keeps a proxy's sound id and replaces one that could inject into logs or headers", async () => {
    const kept = await app.request("/imoveis", { headers: { "x-request-id": "lb-7f3a.42" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a.42");
    const replaced = await app.request("/imoveis", { headers: { "x-request-id": `a"b${"x".repeat(80)}` } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
