import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INVALID_TEXT_MESSAGE } from "@campuslar/domain/text/valid-text";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMigratedDatabase } from "./test/data-dir.ts";
import { type RunningServer, startServer } from "./test/spawn-server.ts";

/**
 * Issue 17, point 7, as a person meets it: text that is not valid (a NUL) typed into a form is
 * refused next to its field in the page's language, with the rest of what was typed kept; an
 * address holding it gets a 400 page. Never a 500 or 503.
 */
describe("bad text in a form", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await withMigratedDatabase(await mkdtemp(join(tmpdir(), "campuslar-bad-text-")));
    server = await startServer({ DATA_DIR: dataDir, SEED_PROPERTIES: "10" });
  });
  afterAll(async () => {
    await server?.stop("SIGTERM");
    await rm(dataDir, { recursive: true, force: true });
  });

  const signUp = (path: string, email: string) =>
    fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded" },
      body: `name=Ana%00Souza&email=${encodeURIComponent(email)}&phone=%2B55+11+91234-5678&phoneCountry=BR&password=Segura2026&terms=on`,
      redirect: "manual",
    });

  for (const [path, locale] of [
    ["/cadastro", "pt"],
    ["/en/cadastro", "en"],
  ] as const) {
    it(`signup (${locale}): the name is refused next to its field, the e-mail kept`, async () => {
      const email = `nul.${locale}.${Date.now()}@example.com`;
      const res = await signUp(path, email);
      expect(res.status).toBe(400);
      const html = await res.text();
      const nameInput = /<input[^>]*name="name"[^>]*>/.exec(html)?.[0] ?? "";
      expect(nameInput).toContain('aria-invalid="true"');
      const describedBy = /aria-describedby="([^"]+)"/.exec(nameInput)?.[1] ?? "";
      const message = new RegExp(`id="${describedBy}"[^>]*>([^<]*)`).exec(html)?.[1] ?? "";
      expect(message).toContain(INVALID_TEXT_MESSAGE[locale].slice(0, 30));
      expect(/<input[^>]*name="email"[^>]*>/.exec(html)?.[0]).toContain(`value="${email}"`);
    });
  }

  it("an address with a NUL gets the 400 page, not a 500", async () => {
    const res = await fetch(`${server.url}/imoveis?q=%00`);
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(INVALID_TEXT_MESSAGE.pt);
  });
});
