import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppEnv, jsonBodyLimit, MAX_JSON_BODY_BYTES } from "@campuslar/api";
import { storeSessionToken } from "@campuslar/web/app/session/session.server.ts";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE, SESSION_COOKIE } from "./http/cache-control.ts";
import type { WebFetchHandler } from "./http/page-handler.ts";
import { PERMISSIONS_POLICY } from "./http/security-headers.ts";
import { createHttpApp } from "./http-app.ts";

const root = mkdtempSync(join(tmpdir(), "campuslar-headers-"));
const mediaDir = join(root, "media");
const clientDir = join(root, "client");
mkdirSync(mediaDir);
mkdirSync(join(clientDir, "assets"), { recursive: true });
writeFileSync(join(clientDir, "assets", "entry.client-abc123.js"), "console.log('hi')");
writeFileSync(join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
writeFileSync(join(mediaDir, "photo.jpg"), Buffer.alloc(64, 7));

/** The API: the real body limit in front of every call, public and personal answers as the real one sends. */
const api = new Hono<AppEnv>()
  .use(jsonBodyLimit())
  .get("/v2/properties", (c) => {
    c.header("Cache-Control", "public, max-age=30");
    return c.json({ items: [] });
  })
  .post("/v2/leads", async (c) => c.json({ received: (await c.req.text()).length }, 201))
  .all("*", (c) => c.json({ ok: true }));

const htmlHeaders = { "content-type": "text/html; charset=utf-8" };

/** React Router as the server sees it: pages write the nonce they are given on their scripts. */
const web: WebFetchHandler = (request, _env, { nonce }) => {
  const path = new URL(request.url).pathname;
  if (path === "/__manifest") {
    return Response.json({}, { headers: { "cache-control": "public, max-age=31536000, immutable" } });
  }
  if (path.endsWith(".data")) return new Response("[]", { headers: { "content-type": "text/x-script" } });
  if (request.method === "POST" && path === "/entrar") {
    return new Response(null, { status: 302, headers: { location: "/conta", "set-cookie": "x=1; HttpOnly" } });
  }
  return new Response(
    `<!doctype html><html><head><script nonce="${nonce}">window.a=1</script></head><body><p>${path}</p><script type="module" nonce="${nonce}">import("/assets/entry.client-abc123.js")</script></body></html>`,
    { status: path === "/nao-existe" ? 404 : 200, headers: htmlHeaders },
  );
};

const app = createHttpApp({ api, web, mediaDir, clientDir });

const nonceOf = (csp: string | null) => /script-src 'self' 'nonce-([A-Za-z0-9+/]+={0,2})'(?:;|$)/.exec(csp ?? "")?.[1];
const scriptSrc = (csp: string | null) =>
  (csp ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));

describe("content security policy of pages", () => {
  it("allows the response's own nonce and no inline script otherwise, on pages and 404s", async () => {
    for (const path of ["/", "/imoveis", "/nao-existe"]) {
      const res = await app.request(path);
      const csp = res.headers.get("content-security-policy");
      expect(scriptSrc(csp), path).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
      expect(csp, path).not.toContain("unsafe-inline");
      // The other directives are kept.
      for (const directive of [
        "default-src 'self'",
        "img-src 'self' data: https://tile.openstreetmap.org",
        "object-src 'none'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(csp, path).toContain(directive);
      }
      // 128 random bits, and the very nonce the render was given.
      const nonce = nonceOf(csp);
      expect(Buffer.from(nonce ?? "", "base64")).toHaveLength(16);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  });

  it("draws a new nonce for every request", async () => {
    const nonces = new Set<string | undefined>();
    for (let i = 0; i < 5; i++)
      nonces.add(nonceOf((await app.request("/imoveis")).headers.get("content-security-policy")));
    expect(nonces.size).toBe(5);
    expect(nonces.has(undefined)).toBe(false);
  });

  it("keeps the non-page policy for data, files and JSON, and the docs' own", async () => {
    for (const path of ["/imoveis.data", "/v2/properties", "/assets/entry.client-abc123.js", "/media/photo.jpg"]) {
      expect((await app.request(path)).headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});

describe("Permissions-Policy", () => {
  it("is on every response and denies what the site does not use", async () => {
    for (const path of ["/", "/nao-existe", "/v2/properties", "/assets/entry.client-abc123.js", "/media/missing.jpg"]) {
      expect((await app.request(path)).headers.get("permissions-policy"), path).toBe(PERMISSIONS_POLICY);
    }
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });
});

describe("caching of personal answers", () => {
  const session = `${SESSION_COOKIE}=abc123`;

  it("names the web's own session cookie", async () => {
    const setCookie = await storeSessionToken(new Request("http://site/entrar"), "token");
    expect(setCookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  });

  it("keeps every personal page, in both languages, out of every cache, signed in or not", async () => {
    for (const path of [
      "/conta",
      "/en/conta",
      "/favoritos",
      "/en/favoritos",
      "/favoritos/codigos",
      "/meus-imoveis",
      "/meus-imoveis/SP10001",
      "/meus-imoveis/SP10001/fotos",
      "/en/meus-imoveis/SP10001",
      "/admin",
      "/admin/anuncios",
      "/admin/contatos.csv",
      "/en/admin/usuarios",
      "/colegas-de-quarto/questionario",
      "/colegas-de-quarto/combinacoes",
      "/en/colegas-de-quarto/questionario",
      "/en/colegas-de-quarto/combinacoes",
      "/redefinir-senha",
      // Their data requests on a client-side navigation.
      "/conta.data",
      "/en/admin/_.data",
    ]) {
      expect((await app.request(path)).headers.get("cache-control"), path).toBe(PRIVATE_NO_STORE);
    }
    const logout = await app.request("/sair", { method: "POST" });
    expect(logout.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("keeps the API's personal calls out of every cache", async () => {
    for (const path of [
      "/v2/user/me",
      "/v2/user/favorites",
      "/v2/user/interests",
      "/v2/users/login",
      "/v2/owner/listings",
      "/v2/roommates/matches",
      "/v2/admin/leads",
      "/v2/admin/leads.csv",
    ]) {
      expect((await app.request(path)).headers.get("cache-control"), path).toBe(PRIVATE_NO_STORE);
    }
  });

  it("keeps any answer to a signed-in request out of every cache: session cookie or Authorization", async () => {
    const signedIn: Record<string, string>[] = [
      { cookie: `i18n_redirected=pt; ${session}` },
      { authorization: "Bearer abc123" },
    ];
    for (const headers of signedIn) {
      for (const path of ["/", "/imoveis", "/imoveis.data", "/v2/properties", "/nao-existe"]) {
        expect((await app.request(path, { headers })).headers.get("cache-control"), path).toBe(PRIVATE_NO_STORE);
      }
    }
    // A response that sets a cookie is somebody's too.
    const login = await app.request("/entrar", { method: "POST" });
    expect(login.headers.get("cache-control")).toBe(PRIVATE_NO_STORE);
  });

  it("lets a visitor's public page be kept by the browser only, and public API answers and files be shared", async () => {
    // No cookie, the language's only, or a session cookie just cleared by a logout.
    const visitors: Record<string, string>[] = [{}, { cookie: "i18n_redirected=en" }, { cookie: `${SESSION_COOKIE}=` }];
    for (const headers of visitors) {
      const page = await app.request("/imoveis", { headers });
      expect(page.headers.get("cache-control")).toBe("private, no-cache");
      expect(page.headers.get("cache-control")).not.toContain("no-store");
      expect(page.headers.get("vary")).toContain("Cookie");
      expect((await app.request("/v2/properties", { headers })).headers.get("cache-control")).toBe(
        "public, max-age=30",
      );
    }
    // Files are the same for everyone, signed in or not.
    const anyone: Record<string, string>[] = [{}, { cookie: session }, { authorization: "Bearer abc123" }];
    for (const headers of anyone) {
      const asset = await app.request("/assets/entry.client-abc123.js", { headers });
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await app.request("/favicon.svg", { headers })).headers.get("cache-control")).toBe(
        "public, max-age=3600",
      );
      expect((await app.request("/media/photo.jpg", { headers })).headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
      expect((await app.request("/__manifest?paths=%2F", { headers })).headers.get("cache-control")).toBe(
        "public, max-age=31536000, immutable",
      );
    }
  });

  it("says a page and its data vary by cookie, once", async () => {
    const page = await app.request("/imoveis", { headers: { "accept-encoding": "gzip" } });
    expect(
      page.headers
        .get("vary")
        ?.split(",")
        .map((v) => v.trim()),
    ).toEqual(["Accept-Encoding", "Cookie"]);
    expect((await app.request("/imoveis.data")).headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect((await app.request("/v2/properties")).headers.get("vary") ?? "").not.toContain("Cookie");
  });
});

describe("a 413", () => {
  const tooLarge = MAX_JSON_BODY_BYTES + 1;

  it("tells the client the connection closes", async () => {
    const res = await app.request("/v2/leads", {
      method: "POST",
      headers: { "content-type": "application/json", "content-length": String(tooLarge) },
      body: "x".repeat(tooLarge),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get("connection")).toBe("close");
    const ok = await app.request("/v2/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(ok.status).toBe(201);
    expect(ok.headers.get("connection")).toBeNull();
  });

  describe("over a kept-alive socket", () => {
    let server: Server;
    let port = 0;
    beforeAll(async () => {
      server = createServer(getRequestListener(app.fetch));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    });

    type RawResponse = { status: number; headers: Map<string, string>; body: string };

    /** A socket that reads whole HTTP/1.1 responses (Content-Length bodies) and notes when the server closes it. */
    function rawClient(socket: Socket) {
      let buffer = Buffer.alloc(0);
      const waiting: Array<() => void> = [];
      let closed = false;
      const wake = () => {
        for (const waiter of waiting.splice(0)) waiter();
      };
      socket.on("data", (chunk: Buffer) => {
        buffer = Buffer.concat([buffer, chunk]);
        wake();
      });
      // The server may reset the socket while the client still sends the refused body.
      socket.on("error", () => {});
      socket.on("close", () => {
        closed = true;
        wake();
      });
      const next = () => new Promise<void>((resolve) => waiting.push(resolve));
      return {
        async response(): Promise<RawResponse> {
          for (;;) {
            const end = buffer.indexOf("\r\n\r\n");
            if (end >= 0) {
              const [statusLine = "", ...lines] = buffer.subarray(0, end).toString("latin1").split("\r\n");
              const headers = new Map(
                lines.map((line) => {
                  const colon = line.indexOf(":");
                  return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
                }),
              );
              const length = Number(headers.get("content-length") ?? 0);
              if (buffer.length >= end + 4 + length) {
                const body = buffer.subarray(end + 4, end + 4 + length).toString("utf8");
                buffer = buffer.subarray(end + 4 + length);
                return { status: Number(statusLine.split(" ")[1]), headers, body };
              }
            }
            if (closed) throw new Error("the server closed the connection before answering");
            await next();
          }
        },
        closedWithin: (ms: number) =>
          new Promise<boolean>((resolve) => {
            if (closed) return resolve(true);
            const timer = setTimeout(() => resolve(closed), ms);
            socket.once("close", () => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
      };
    }

    const open = async () => {
      const socket = connect(port, "127.0.0.1");
      await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
      return { socket, client: rawClient(socket) };
    };
    const post = (body: string, length = Buffer.byteLength(body)) =>
      `POST /v2/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n${body}`;

    it("keeps the connection for the next request after an ordinary answer", async () => {
      const { socket, client } = await open();
      socket.write(post("{}"));
      const first = await client.response();
      expect(first.status).toBe(201);
      expect(first.headers.get("connection")).toBe("keep-alive");
      socket.write(post('{"a":1}'));
      expect((await client.response()).status).toBe(201);
      socket.destroy();
    });

    it("answers an oversized body 413 with Connection: close, then closes the socket", async () => {
      const { socket, client } = await open();
      // The headers announce more than the limit; only a part of the body is sent.
      socket.write(post("x".repeat(64 * 1024), tooLarge));
      const refused = await client.response();
      expect(refused.status).toBe(413);
      expect(refused.headers.get("connection")).toBe("close");
      expect(JSON.parse(refused.body)).toMatchObject({ error: { code: "payload_too_large" } });
      // The client was told, and the server does what it said.
      expect(await client.closedWithin(2_000)).toBe(true);
      socket.destroy();
    });

    it("does the same for a chunked body that passes the limit while it is read", async () => {
      const { socket, client } = await open();
      socket.write(
        "POST /v2/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
      );
      const chunk = "x".repeat(256 * 1024);
      for (let sent = 0; sent <= MAX_JSON_BODY_BYTES; sent += chunk.length) {
        socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      }
      const refused = await client.response();
      expect(refused.status).toBe(413);
      expect(refused.headers.get("connection")).toBe("close");
      expect(await client.closedWithin(2_000)).toBe(true);
      socket.destroy();
    });
  });
});
