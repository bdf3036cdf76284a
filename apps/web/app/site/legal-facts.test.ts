import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LEGAL_UPDATED, SESSION_COOKIE_NAME } from "./legal-facts.ts";

describe("legal facts", () => {
  it("names the session cookie the server really sets", () => {
    const source = readFileSync(new URL("../session/session.server.ts", import.meta.url), "utf8");
    expect(source).toContain(`createCookie("${SESSION_COOKIE_NAME}"`);
  });

  it("dates the texts with a real calendar day", () => {
    expect(LEGAL_UPDATED).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${LEGAL_UPDATED}T12:00:00Z`).toISOString().slice(0, 10)).toBe(LEGAL_UPDATED);
  });
});
