import { expect, test } from "@playwright/test";
import { sampleParams } from "./support.ts";

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);

test("robots.txt lets crawlers in, keeps them off private pages and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  for (const path of ["/entrar", "/en/entrar", "/conta", "/favoritos", "/sair", "/v2/"]) {
    expect(text).toContain(`Disallow: ${path}\n`);
  }
  expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
});

test("the sitemaps list every public page and every published listing in both languages", async ({ request }) => {
  test.slow();
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const files = locs(await index.text());
  expect(files).toContain("/sitemaps/pages.xml");
  expect(files.some((f) => /^\/sitemaps\/properties-\d+\.xml$/.test(f))).toBe(true);

  const pages = locs(await (await request.get("/sitemaps/pages.xml")).text());
  const { university, rentCode, saleCode } = await sampleParams(request);
  for (const path of ["/", "/en", "/faq", "/en/faq", "/imoveis", "/en/imoveis", `/imoveis/faculdade/${university}`]) {
    expect(pages, path).toContain(path);
  }
  for (const path of ["/entrar", "/en/conta", "/favoritos"]) expect(pages, path).not.toContain(path);
  // Every page a crawler is sent to exists.
  for (const path of pages) expect((await request.get(path)).status(), path).toBe(200);

  const listings: string[] = [];
  for (const file of files.filter((f) => f.startsWith("/sitemaps/properties-"))) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
    listings.push(...locs(await response.text()));
  }
  for (const path of [
    `/imovel/${rentCode}`,
    `/en/imovel/${rentCode}`,
    `/imovel/compra/${saleCode}`,
    `/en/imovel/sale/${saleCode}`,
  ]) {
    expect(listings, path).toContain(path);
  }
  const published = (await (await request.get("/v2/properties?pageSize=1")).json()) as { total: number };
  const sale = (await (await request.get("/v2/properties?pageSize=1&purpose=sale")).json()) as { total: number };
  expect(listings).toHaveLength(2 * (published.total + sale.total));
  expect((await request.get("/sitemaps/properties-999.xml")).status()).toBe(404);
});
