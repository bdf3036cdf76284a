import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { INVALID_TEXT_MESSAGE } from "@campuslar/domain/text/valid-text";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "../http-app.ts";

/*
 * Issue 17, point 7, for pages: a page address carrying NUL or text that is not Unicode gets a
 * 400 page in the address's language at the server's edge; it never reaches React Router (where
 * the API's refusal of it would show as a 503). A form's fields go on to the page, whose form
 * shows the API's refusal next to the field (server/src/bad-text-forms.slow.test.ts). Ordinary
 * text passes untouched.
 */

const mediaDir = mkdtempSync(join(tmpdir(), "campuslar-valid-page-input-"));

/** A stand-in web that says what it received, form fields included (so a form is still readable after the check). */
const makeApp = () => {
  const seen: string[] = [];
  const app = createHttpApp({
    api: { fetch: () => Response.json({ api: true }) },
    web: async (request: Request) => {
      seen.push(`${request.method} ${request.url}`);
      const fields = request.method === "POST" ? Object.fromEntries(await request.formData()) : {};
      return Response.json({ web: true, fields });
    },
    mediaDir,
  });
  return { app, seen };
};

const form = (body: string, path = "/entrar") =>
  [path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }] as const;

async function expectBadRequestPage(res: Response, lang: "pt-BR" | "en", message: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  const html = await res.text();
  expect(html).toContain(`<html lang="${lang}">`);
  expect(html).toContain(message);
  // The server's own headers still go on it.
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
}

describe("page requests with text that is not valid", () => {
  it("answers 400 in Portuguese for NUL or a broken encoding in a page's path or query", async () => {
    const { app, seen } = makeApp();
    for (const path of [
      "/imoveis?q=%00",
      "/imoveis?q=%ED%A0%80",
      "/imoveis?neighbourhood=Vila%00Mariana",
      "/imoveis?%00=1",
      "/%00",
      "/%ED%A0%80",
      "/imovel/SP%00",
      "/imoveis.data?neighbourhood=%00",
    ]) {
      await expectBadRequestPage(await app.request(path), "pt-BR", INVALID_TEXT_MESSAGE.pt);
    }
    expect(seen).toEqual([]);
  });

  it("answers in English under /en", async () => {
    const { app } = makeApp();
    for (const path of ["/en/imoveis?q=%00", "/en/imoveis?q=%ED%A0%80", "/en/%00"]) {
      await expectBadRequestPage(await app.request(path), "en", INVALID_TEXT_MESSAGE.en);
    }
  });

  it("lets a form whose field holds NUL through to its page, which shows the API's message next to the field", async () => {
    const { app, seen } = makeApp();
    const res = await app.request(...form("email=%00&password=x"));
    expect(await res.json()).toEqual({ web: true, fields: { email: "\u0000", password: "x" } });
    expect(seen).toHaveLength(1);
  });

  it("passes ordinary addresses and forms, accents, CJK and emoji included, with the form still readable", async () => {
    const { app, seen } = makeApp();
    for (const path of [
      "/imoveis?q=S%C3%A3o+Paulo",
      "/imoveis?q=%E6%97%A5%E6%9C%AC%20%F0%9F%8E%93",
      "/imoveis?q=50%",
      "/en/imoveis?neighbourhood=Vila%20Ol%C3%ADmpia",
    ]) {
      const res = await app.request(path);
      expect(res.status, path).toBe(200);
    }
    const res = await app.request(...form("email=jos%C3%A9%40example.com&name=Jo%C3%A3o+%F0%9F%8E%93"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ web: true, fields: { email: "josé@example.com", name: "João 🎓" } });

    const multipart = new FormData();
    multipart.set("intent", "add");
    multipart.set("code", "SP10001");
    const sent = await app.request("/favoritos/codigos", { method: "POST", body: multipart });
    expect(await sent.json()).toEqual({ web: true, fields: { intent: "add", code: "SP10001" } });
    expect(seen).toHaveLength(6);
  });

  it("leaves the API's requests to the API's own check", async () => {
    const { app } = makeApp();
    const res = await app.request("/v2/properties?q=%00");
    expect(await res.json()).toEqual({ api: true });
  });
});
