import { DEFAULT_MAP_TILES } from "@campuslar/domain/site/map-tiles";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { type ApiFetch, apiContext } from "../../api/api-context.ts";
import { siteContext } from "../../request/site-context.ts";
import { loader as robotsLoader } from "./robots-route.ts";
import { loader as sitemapIndexLoader } from "./sitemap-index-route.ts";
import { loader as sitemapLoader } from "./sitemap-route.ts";

const origin = "https://campuslar.example";

/** A stand-in API holding `total` published listings, 2 a page, and two universities. */
function contextWith(total: number, calls: string[] = [], failing = false) {
  const api: ApiFetch = async (path) => {
    calls.push(path);
    if (failing) return new Response("{}", { status: 500 });
    if (path === "/v2/properties/universities") {
      const university = (slug: string) => ({
        slug,
        shortName: slug.toUpperCase(),
        names: { pt: slug, en: slug },
        neighbourhood: "Bela Vista",
        isPartner: false,
        location: { lat: -23.5, lng: -46.6 },
        nearbyListings: 3,
      });
      return Response.json({ items: [university("fgv"), university("mackenzie")], commuteNetworkDate: "2019" });
    }
    const page = Number(new URL(path, "http://x").searchParams.get("page"));
    const codes = Array.from({ length: total }, (_, i) => `SP${10001 + i}`).slice((page - 1) * 2, page * 2);
    return Response.json({
      total,
      page,
      pageSize: 2,
      items: codes.map((code, i) => ({
        code,
        purpose: i % 2 ? "sale" : "rent",
        updatedAt: "2025-05-01T12:00:00.000Z",
      })),
    });
  };
  const context = new RouterContextProvider();
  context.set(apiContext, api);
  context.set(siteContext, { publicUrl: origin, creci: null, mapTiles: DEFAULT_MAP_TILES });
  return context;
}

/** Loader arguments: the loaders read only `context` and `params` (the type comes from the call). */
const args = <Args>(context: RouterContextProvider, params: Record<string, string> = {}): Args =>
  ({ context, params, request: new Request(`${origin}/`) }) as unknown as Args;

describe("robots.txt", () => {
  it("is plain text naming the sitemap index", async () => {
    const res = robotsLoader(args(contextWith(0)));
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await res.text();
    expect(text).toContain("Disallow: /en/entrar\n");
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

describe("/sitemap.xml", () => {
  it("lists pages.xml and one file per page of listings", async () => {
    const calls: string[] = [];
    const res = await sitemapIndexLoader(args(contextWith(5, calls)));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const xml = await res.text();
    for (const file of ["pages.xml", "properties-1.xml", "properties-2.xml", "properties-3.xml"]) {
      expect(xml).toContain(`<loc>${origin}/sitemaps/${file}</loc>`);
    }
    expect(xml).not.toContain("properties-4.xml");
    expect(calls).toEqual(["/v2/properties/sitemap?page=1"]);
  });

  it("still lists one listing file for an empty catalogue, and is 503 without the API", async () => {
    expect(await (await sitemapIndexLoader(args(contextWith(0)))).text()).toContain("properties-1.xml");
    const res = await sitemapIndexLoader(args(contextWith(5, [], true)));
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBeTruthy();
  });
});

describe("/sitemaps/:file", () => {
  it("pages.xml: the static pages and one search page per university", async () => {
    const res = await sitemapLoader(args(contextWith(5), { file: "pages.xml" }));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await res.text();
    expect(xml).toContain(`<loc>${origin}/imoveis/faculdade/mackenzie</loc>`);
    expect(xml).toContain(`<loc>${origin}/en/imoveis/faculdade/fgv</loc>`);
    expect(xml).toContain(`<loc>${origin}/en/termos-de-uso</loc>`);
  });

  it("properties-N.xml: that page's listings, rent or sale, with lastmod", async () => {
    const calls: string[] = [];
    const xml = await (await sitemapLoader(args(contextWith(5, calls), { file: "properties-2.xml" }))).text();
    expect(calls).toEqual(["/v2/properties/sitemap?page=2"]);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${origin}/imovel/SP10003`,
      `${origin}/en/imovel/SP10003`,
      `${origin}/imovel/compra/SP10004`,
      `${origin}/en/imovel/sale/SP10004`,
    ]);
    expect(xml).toContain("<lastmod>2025-05-01T12:00:00.000Z</lastmod>");
  });

  it("is 404 for an unknown file or a page beyond the last, 503 without the API", async () => {
    for (const file of ["other.xml", "properties-0.xml", "properties-4.xml", "pages.xml.gz"]) {
      expect((await sitemapLoader(args(contextWith(5), { file }))).status, file).toBe(404);
    }
    expect((await sitemapLoader(args(contextWith(0), { file: "properties-1.xml" }))).status).toBe(200);
    expect((await sitemapLoader(args(contextWith(5, [], true), { file: "pages.xml" }))).status).toBe(503);
  });
});
