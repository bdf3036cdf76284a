import { describe, expect, it } from "vitest";
import { localeMiddleware } from "./locale-middleware.server.ts";

type Args = Parameters<typeof localeMiddleware>[0];

/** The middleware's answer to a GET of `address`: the redirect it throws, or null when the page renders. */
async function answer(address: string): Promise<Response | null> {
  const args = { request: new Request(address), url: new URL(address), params: {}, context: {} } as unknown as Args;
  try {
    await localeMiddleware(args, async () => new Response("page"));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the language toggle's redirect (?lang=)", () => {
  it("shows the same address without the marker", async () => {
    const res = await answer("http://campuslar.test/imoveis?lang=pt&q=S%C3%A3o");
    expect(res?.status).toBe(303);
    expect(res?.headers.get("Location")).toBe("/imoveis?q=S%C3%A3o");
  });

  it("never sends the visitor to another site: `//host` is a path here but another origin as a Location", async () => {
    for (const [address, home] of [
      ["http://campuslar.test//evil.example?lang=pt", "/"],
      ["http://campuslar.test//evil.example/?lang=pt&x=1", "/"],
      ["http://campuslar.test///evil.example?lang=pt", "/"],
    ]) {
      const res = await answer(address as string);
      expect(res?.status, address).toBe(303);
      expect(res?.headers.get("Location"), address).toBe(home);
    }
    // Below /en the path stays on this site, so it is kept.
    expect((await answer("http://campuslar.test/en//evil.example?lang=en"))?.headers.get("Location")).toBe(
      "/en//evil.example",
    );
  });
});
