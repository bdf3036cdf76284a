import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "../http-app.ts";
import { isCompressibleType, negotiateEncoding } from "./compression.ts";

const root = mkdtempSync(join(tmpdir(), "campuslar-compression-"));
const mediaDir = join(root, "media");
const clientDir = join(root, "client");
mkdirSync(mediaDir);
mkdirSync(join(clientDir, "assets"), { recursive: true });

const pageHtml = `<!doctype html><html lang="pt-BR"><body>${"<p>Moradia estudantil perto da faculdade.</p>".repeat(200)}</body></html>`;
// Real code compresses as a built script does (the module under test stands in for one).
const script = readFileSync(new URL("./compression.ts", import.meta.url), "utf8");
const photo = Buffer.alloc(4096, 7);
writeFileSync(join(clientDir, "assets", "entry.client-abc123.js"), script);
writeFileSync(join(clientDir, "robots-static.txt"), "tiny");
writeFileSync(join(mediaDir, "photo.jpg"), photo);

const apiJson = { items: Array.from({ length: 100 }, (_, i) => ({ code: `SP${10000 + i}`, purpose: "rent" })) };

/** A page streamed in two parts; the second waits until the test lets it go. */
function streamedPage(release: Promise<void>) {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(encoder.encode(`<!doctype html><html><body><main>shell ${"x".repeat(2000)}</main>`));
        await release;
        controller.enqueue(encoder.encode("<section>late data</section></body></html>"));
        controller.close();
      },
    }),
    { headers: { "content-type": "text/html; charset=utf-8" } },
  );
}

let releaseStream: () => void = () => {};
const app = createHttpApp({
  api: {
    fetch: (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/v2/health") return Response.json({ status: "ok" });
      return Response.json(apiJson, { headers: { etag: '"abc"', vary: "Accept-Language" } });
    },
  },
  web: (request) => {
    const url = new URL(request.url);
    // React Router's route manifest: immutable, and different for every `paths` query.
    if (url.pathname === "/__manifest") {
      return new Response(JSON.stringify({ paths: url.searchParams.get("paths"), pad: "x".repeat(2000) }), {
        headers: { "content-type": "application/json", "cache-control": "public, max-age=31536000, immutable" },
      });
    }
    if (url.pathname === "/streamed") {
      return streamedPage(
        new Promise((resolve) => {
          releaseStream = resolve;
        }),
      );
    }
    return new Response(pageHtml, { headers: { "content-type": "text/html; charset=utf-8" } });
  },
  mediaDir,
  clientDir,
});

const get = (path: string, acceptEncoding?: string) =>
  app.request(path, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
const decode = async (res: Response) => {
  const body = await bytes(res);
  const encoding = res.headers.get("content-encoding");
  if (encoding === "gzip") return gunzipSync(body).toString();
  if (encoding === "br") return brotliDecompressSync(body).toString();
  return body.toString();
};

describe("response compression", () => {
  it("compresses a page with gzip or Brotli, as the client accepts, and varies on it", async () => {
    for (const [accept, expected] of [
      ["gzip", "gzip"],
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0.5, gzip", "gzip"],
      ["*", "br"],
    ] as const) {
      const res = await get("/", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding"), accept).toBe(expected);
      // A page also varies by the session cookie (../http-app.headers.test.ts).
      expect(res.headers.get("vary")).toBe("Accept-Encoding, Cookie");
      expect(res.headers.get("content-length")).toBeNull();
      expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
      // The other headers are kept.
      expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const text = await decode(res);
      expect(text).toBe(pageHtml);
    }
    const gzipped = await bytes(await get("/", "gzip"));
    expect(gzipped.length).toBeLessThan(pageHtml.length / 5);
  });

  it("compresses a built script, keeping its long cache", async () => {
    for (const accept of ["gzip", "br"]) {
      const res = await get("/assets/entry.client-abc123.js", accept);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBe(accept);
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("content-type")).toMatch(/javascript/);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("content-length")).toBeNull();
      expect(await decode(res)).toBe(script);
    }
  });

  it("serves later requests of an immutable file from a best-quality copy, with its length", async () => {
    const fresh = createHttpApp({
      api: { fetch: () => Response.json({}) },
      web: () => new Response(""),
      mediaDir,
      clientDir,
    });
    const path = "/assets/entry.client-abc123.js";
    for (const encoding of ["br", "gzip"]) {
      const first = await fresh.request(path, { headers: { "accept-encoding": encoding } });
      expect(first.headers.get("content-length")).toBeNull();
      const streamed = await bytes(first);
      // The copy is made in the background.
      let later = await fresh.request(path, { headers: { "accept-encoding": encoding } });
      for (let i = 0; i < 50 && later.headers.get("content-length") === null; i++) {
        await later.arrayBuffer();
        await new Promise((resolve) => setTimeout(resolve, 20));
        later = await fresh.request(path, { headers: { "accept-encoding": encoding } });
      }
      expect(later.headers.get("content-encoding")).toBe(encoding);
      expect(later.headers.get("vary")).toBe("Accept-Encoding");
      expect(later.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const copy = await bytes(later);
      expect(later.headers.get("content-length")).toBe(String(copy.length));
      expect(copy.length).toBeLessThanOrEqual(streamed.length);
      const decoded = encoding === "br" ? brotliDecompressSync(copy) : gunzipSync(copy);
      expect(decoded.toString()).toBe(script);
    }
    // Pages are never cached: each one is compressed as it streams.
    await (await fresh.request("/", { headers: { "accept-encoding": "br" } })).arrayBuffer();
    expect(
      (await fresh.request("/", { headers: { "accept-encoding": "br" } })).headers.get("content-length"),
    ).toBeNull();
  });

  it("never answers one query's immutable answer to another query of the same path", async () => {
    for (let round = 0; round < 2; round++) {
      for (const paths of ["/conta", "/favoritos", "/imovel/SP10001"]) {
        const res = await get(`/__manifest?paths=${encodeURIComponent(paths)}&version=1`, "br");
        expect(JSON.parse(await decode(res)).paths).toBe(paths);
      }
    }
  });

  it("answers identity when the client accepts no encoding, still varying on it", async () => {
    for (const accept of [undefined, "", "identity", "gzip;q=0, br;q=0", "deflate"]) {
      for (const path of ["/", "/assets/entry.client-abc123.js"]) {
        const res = await get(path, accept);
        expect(res.headers.get("content-encoding"), `${path} ${accept}`).toBeNull();
        expect(res.headers.get("vary"), path).toBe(path === "/" ? "Accept-Encoding, Cookie" : "Accept-Encoding");
        expect((await bytes(res)).toString()).toBe(path === "/" ? pageHtml : script);
      }
    }
    const js = await get("/assets/entry.client-abc123.js");
    expect(js.headers.get("content-length")).toBe(String(Buffer.byteLength(script)));
  });

  it("leaves images, tiny files and HEAD requests alone", async () => {
    const image = await get("/media/photo.jpg", "gzip, br");
    expect(image.headers.get("content-encoding")).toBeNull();
    expect(image.headers.get("vary")).toBeNull();
    expect((await bytes(image)).equals(photo)).toBe(true);
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const tiny = await get("/robots-static.txt", "gzip, br");
    expect(tiny.headers.get("content-encoding")).toBeNull();
    expect(await tiny.text()).toBe("tiny");
    expect(tiny.headers.get("cache-control")).toBe("public, max-age=3600");
    const head = await app.request("/assets/entry.client-abc123.js", {
      method: "HEAD",
      headers: { "accept-encoding": "gzip" },
    });
    expect(head.headers.get("content-encoding")).toBeNull();
  });

  it("compresses API JSON, keeping its Vary and weakening its ETag", async () => {
    const res = await get("/v2/properties", "gzip");
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("vary")).toBe("Accept-Language, Accept-Encoding");
    expect(res.headers.get("etag")).toBe('W/"abc"');
    expect(JSON.parse(await decode(res))).toEqual(apiJson);
    const plain = await get("/v2/properties");
    expect(plain.headers.get("etag")).toBe('"abc"');
  });

  it("still streams a page: the shell arrives before the rest is rendered", async () => {
    for (const encoding of ["gzip", "br"] as const) {
      const res = await get("/streamed", encoding);
      expect(res.headers.get("content-encoding")).toBe(encoding);
      const reader = (res.body as ReadableStream<Uint8Array>).getReader();
      const received: Uint8Array[] = [];
      const partial = () =>
        encoding === "gzip"
          ? gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString()
          : brotliDecompressSync(Buffer.concat(received), {
              finishFlush: constants.BROTLI_OPERATION_FLUSH,
            }).toString();
      // Read until the shell decodes, while the page's second part has not been released.
      while (!partial().includes("</main>")) {
        const { value, done } = await reader.read();
        expect(done).toBe(false);
        if (value) received.push(value);
      }
      expect(partial()).not.toContain("late data");
      releaseStream();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        received.push(value);
      }
      expect(partial()).toContain("<section>late data</section></body></html>");
    }
  });
});

describe("negotiateEncoding", () => {
  it("weighs the client's preferences, Brotli first on a tie", () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("x-gzip")).toBe("gzip");
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(negotiateEncoding("BR")).toBe("br");
    expect(negotiateEncoding("*;q=0.5, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0")).toBeNull();
  });

  it("knows text from images", () => {
    for (const type of [
      "text/html; charset=utf-8",
      "text/css",
      "text/javascript",
      "application/javascript",
      "application/json",
      "application/xml; charset=utf-8",
      "application/manifest+json",
      "image/svg+xml",
      "text/plain; charset=utf-8",
    ]) {
      expect(isCompressibleType(type), type).toBe(true);
    }
    for (const type of [
      "image/png",
      "image/jpeg",
      "image/webp",
      "font/woff2",
      "text/event-stream",
      "application/octet-stream",
    ]) {
      expect(isCompressibleType(type), type).toBe(false);
    }
    expect(isCompressibleType(null)).toBe(false);
  });
});
