import { INDEXED_PAGES, STATIC_INDEXED_PAGES } from "@campuslar/domain/routes/indexed-pages";
import { PAGES, type PageId, pagePattern } from "@campuslar/domain/routes/route-table";
import { describe, expect, it } from "vitest";
import {
  buildRobotsTxt,
  buildSitemapIndex,
  buildUrlset,
  disallowedPaths,
  escapeXml,
  localizedUrls,
  pagesSitemapUrls,
  parseSitemapFile,
  propertiesFileCount,
  propertiesSitemapUrls,
} from "./sitemap.ts";

const origin = "https://campuslar.example";
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("escapeXml", () => {
  it("escapes the five XML special characters", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeXml("/imoveis/faculdade/fgv")).toBe("/imoveis/faculdade/fgv");
  });
});

describe("parseSitemapFile", () => {
  it("knows pages.xml and properties-N.xml, nothing else", () => {
    expect(parseSitemapFile("pages.xml")).toEqual({ kind: "pages" });
    expect(parseSitemapFile("properties-1.xml")).toEqual({ kind: "properties", page: 1 });
    expect(parseSitemapFile("properties-12.xml")).toEqual({ kind: "properties", page: 12 });
    for (const file of [
      "properties-0.xml",
      "properties-01.xml",
      "properties-.xml",
      "properties-1",
      "x.xml",
      "",
      "pages",
    ]) {
      expect(parseSitemapFile(file), file).toBeNull();
    }
  });

  it("counts at least one listing file", () => {
    expect(propertiesFileCount(0, 10_000)).toBe(1);
    expect(propertiesFileCount(10_000, 10_000)).toBe(1);
    expect(propertiesFileCount(10_001, 10_000)).toBe(2);
  });
});

describe("localizedUrls", () => {
  it("lists a page in both languages, each naming both and x-default", () => {
    const urls = localizedUrls(origin, "/imovel/compra/SP10002", "2025-01-02T03:04:05.000Z");
    expect(urls.map((u) => u.loc)).toEqual([`${origin}/imovel/compra/SP10002`, `${origin}/en/imovel/sale/SP10002`]);
    for (const url of urls) {
      expect(url.lastmod).toBe("2025-01-02T03:04:05.000Z");
      expect(url.alternates).toEqual([
        { hreflang: "pt-BR", href: `${origin}/imovel/compra/SP10002` },
        { hreflang: "en", href: `${origin}/en/imovel/sale/SP10002` },
        { hreflang: "x-default", href: `${origin}/imovel/compra/SP10002` },
      ]);
    }
    expect(localizedUrls(origin, "/").map((u) => u.loc)).toEqual([`${origin}/`, `${origin}/en`]);
    expect(localizedUrls(origin, "/")[0]).not.toHaveProperty("lastmod");
  });
});

describe("pages.xml", () => {
  const xml = buildUrlset(pagesSitemapUrls(origin, ["fgv", "usp-butanta"]));

  it("holds every indexable static page and one search page per university, in both languages", () => {
    const expected = [
      ...STATIC_INDEXED_PAGES.flatMap((p: PageId) => [pagePattern(p, "pt"), pagePattern(p, "en")]),
      "/imoveis/faculdade/fgv",
      "/en/imoveis/faculdade/fgv",
      "/imoveis/faculdade/usp-butanta",
      "/en/imoveis/faculdade/usp-butanta",
    ].map((path) => `${origin}${path}`);
    expect(locs(xml)).toEqual(expected);
    expect(locs(xml)).toContain(`${origin}/`);
    expect(locs(xml)).toContain(`${origin}/en/sobre`);
    for (const hidden of ["/entrar", "/conta", "/favoritos", "/cadastro", "/imoveis/parceiro"]) {
      expect(xml).not.toContain(`${origin}${hidden}`);
      expect(xml).not.toContain(`${origin}/en${hidden}`);
    }
  });

  it("is a urlset with the xhtml namespace and hreflang alternates", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(`<url>\n<loc>${origin}/faq</loc>\n`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt-BR" href="${origin}/faq"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/faq"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/faq"/>`);
    expect(xml.match(/<url>/g)).toHaveLength(locs(xml).length);
    expect(xml.match(/<\/url>/g)).toHaveLength(locs(xml).length);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("escapes what it is given", () => {
    const odd = buildUrlset(localizedUrls("https://a.example/?x=1&y=<2>", "/faq"));
    expect(odd).toContain("<loc>https://a.example/?x=1&amp;y=&lt;2&gt;/faq</loc>");
    expect(odd).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe("properties-N.xml", () => {
  const xml = buildUrlset(
    propertiesSitemapUrls(origin, [
      { code: "SP10001", purpose: "rent", updatedAt: "2025-03-01T10:00:00.000Z" },
      { code: "SP10002", purpose: "sale", updatedAt: "2025-03-02T10:00:00.000Z" },
    ]),
  );

  it("links each listing's rent or sale page in both languages, with lastmod", () => {
    expect(locs(xml)).toEqual([
      `${origin}/imovel/SP10001`,
      `${origin}/en/imovel/SP10001`,
      `${origin}/imovel/compra/SP10002`,
      `${origin}/en/imovel/sale/SP10002`,
    ]);
    expect(xml).toContain(`<loc>${origin}/imovel/SP10001</loc>\n<lastmod>2025-03-01T10:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${origin}/en/imovel/sale/SP10002"/>`);
  });

  it("is an empty urlset without listings", () => {
    expect(locs(buildUrlset(propertiesSitemapUrls(origin, [])))).toEqual([]);
  });
});

describe("sitemap index", () => {
  it("lists pages.xml and every listing file", () => {
    const xml = buildSitemapIndex(origin, 3);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(xml)).toEqual([
      `${origin}/sitemaps/pages.xml`,
      `${origin}/sitemaps/properties-1.xml`,
      `${origin}/sitemaps/properties-2.xml`,
      `${origin}/sitemaps/properties-3.xml`,
    ]);
  });
});

describe("robots.txt", () => {
  const robots = buildRobotsTxt(origin);

  it("allows everything but the non-indexed pages in both languages, logout and the API", () => {
    expect(robots.startsWith("User-agent: *\nAllow: /\n")).toBe(true);
    for (const path of [
      "/entrar",
      "/en/entrar",
      "/cadastro",
      "/en/cadastro",
      "/esqueci-a-senha",
      "/redefinir-senha",
      "/interesse/obrigado",
      "/en/interesse/obrigado",
      "/favoritos",
      "/conta",
      "/en/conta",
      "/imoveis/parceiro/",
      "/en/imoveis/parceiro/",
      "/sair",
      "/v2/",
    ]) {
      expect(robots.split("\n"), path).toContain(`Disallow: ${path}`);
    }
    expect(robots).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
  });

  it("blocks no indexed page, in either language", () => {
    const samples = { slug: "fgv", code: "SP10001" };
    for (const page of INDEXED_PAGES) {
      for (const locale of ["pt", "en"] as const) {
        const path = pagePattern(page, locale).replace(/:(\w+)/g, (_, name: keyof typeof samples) => samples[name]);
        for (const disallowed of disallowedPaths())
          expect(path.startsWith(disallowed), `${path} ${disallowed}`).toBe(false);
      }
    }
    expect(Object.keys(PAGES).length).toBeGreaterThan(INDEXED_PAGES.length);
  });
});
