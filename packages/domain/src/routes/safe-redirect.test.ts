import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

// The domain compiles without the DOM's or Node's types; URL is a global of the test runtime.
declare const URL: new (input: string, base: string) => { readonly origin: string };

const ORIGIN = "https://campuslar.invalid";
const FALLBACK = "/fallback";

/** What every answer must be: the fallback, or a path a browser can only read as one of this site. */
function expectSafe(out: string) {
  if (out === FALLBACK) return;
  expect(out.startsWith("/"), out).toBe(true);
  expect(out.startsWith("//"), out).toBe(false);
  expect(out, "a control character or a backslash").not.toMatch(/[\p{Cc}\\]/u);
  expect(out, "fits a header: printable ASCII only").toMatch(/^[\x21-\x7e]*$/);
  expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
  // What a browser does to a Location before it follows it: tabs and line breaks go, `\` is `/`.
  const asBrowsersRead = out.replace(/[\t\n\r]/g, "").replaceAll("\\", "/");
  expect(new URL(asBrowsersRead, ORIGIN).origin).toBe(ORIGIN);
}

/** Text of an address as people write it: accents, CJK, emoji, spaces and punctuation, never `/`, `\`, `%` or controls. */
const plainText = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
  .filter((text) => !/[/\\%\p{Cc}]/u.test(text));

/** An ordinary path of this site, encoded as a browser sends it: `/imoveis/S%C3%A3o?q=...#x`. */
const ordinaryPath = fc
  .record({
    segments: fc.array(plainText, { minLength: 0, maxLength: 4 }),
    query: fc.array(fc.tuple(plainText, fc.string({ unit: "grapheme", maxLength: 12 })), { maxLength: 3 }),
    hash: fc.option(plainText, { nil: undefined }),
  })
  .map(({ segments, query, hash }) => {
    const path = `/${segments.map(encodeURIComponent).join("/")}`;
    const search =
      query.length > 0
        ? `?${query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&")}`
        : "";
    return `${path}${search}${hash === undefined ? "" : `#${encodeURIComponent(hash)}`}`;
  })
  // A value that once decoded holds a control character (typed as `%25 09`...) is refused by design.
  .filter((path) => !/%(25)*(0[0-9a-f]|1[0-9a-f]|7f|5c)/i.test(path));

/** Strings that look like the tricks: slashes, backslashes, escapes (some double-encoded), controls, schemes. */
const trickyString = fc
  .array(
    fc.constantFrom(
      "/",
      "\\",
      "//",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "%09",
      "%0a",
      "%0d",
      "%00",
      "%25",
      "%2509",
      "%252f",
      "%",
      "\t",
      "\n",
      "\r",
      "\u0000",
      "\u007f",
      " ",
      "evil.example",
      "https:",
      "javascript:",
      ":",
      "@",
      "?",
      "#",
      ".",
      "..",
      "ã",
      "日本",
      "🎓",
      "\ud800",
      "\udc00",
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(""));

describe("safeRedirectPath", () => {
  it("answers the fallback or a path of this site for any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (value) => {
        expectSafe(safeRedirectPath(value, FALLBACK));
        // Most random strings do not start with `/`: these do, so they reach every later check.
        expectSafe(safeRedirectPath(`/${value}`, FALLBACK));
      }),
      { numRuns: 2000 },
    );
  });

  it("answers the fallback or a path of this site for strings made of the tricks", () => {
    fc.assert(
      fc.property(trickyString, (value) => {
        expectSafe(safeRedirectPath(value, FALLBACK));
        expectSafe(safeRedirectPath(`/${value}`, FALLBACK));
      }),
      { numRuns: 3000 },
    );
  });

  it("keeps what it accepts as it is when asked again", () => {
    fc.assert(
      fc.property(fc.oneof(trickyString, ordinaryPath, fc.string({ unit: "grapheme" })), (value) => {
        const once = safeRedirectPath(value, FALLBACK);
        expect(safeRedirectPath(once, FALLBACK)).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps an ordinary, encoded path of this site unchanged", () => {
    fc.assert(
      fc.property(ordinaryPath, (path) => {
        expect(safeRedirectPath(path, FALLBACK)).toBe(path);
      }),
      { numRuns: 1000 },
    );
  });

  it("keeps ordinary paths with queries, fragments and encoded spaces and accents", () => {
    for (const path of [
      "/",
      "/en/imoveis?page=2",
      "/imoveis?bairro=S%C3%A3o%20Paulo#x",
      "/imovel/SP10001?foto=2#fotos",
      "/imoveis?q=caf%C3%A9+perto+da+USP&purpose=rent",
      "/imoveis?q=50%25",
      "/imoveis?q=%E6%97%A5%E6%9C%AC%20%F0%9F%8E%93",
      "/imoveis/a%2fb",
      "/en/favorites?x=1&y=",
    ]) {
      expect(safeRedirectPath(path, FALLBACK), path).toBe(path);
    }
  });

  it("percent-encodes spaces and characters typed raw, so the path fits a header", () => {
    expect(safeRedirectPath("/imoveis?bairro=São Paulo", FALLBACK)).toBe("/imoveis?bairro=S%C3%A3o%20Paulo");
    expect(safeRedirectPath("/busca/日本/🎓", FALLBACK)).toBe("/busca/%E6%97%A5%E6%9C%AC/%F0%9F%8E%93");
  });

  it("refuses another origin, however it is spelt", () => {
    for (const value of [
      "/%09/evil.example/x",
      "/\t/evil.example",
      "/\n",
      "/\r\n/evil.example",
      "/%0d%0aSet-Cookie:x",
      "/%0D%0ASet-Cookie:x",
      "/%00",
      "/a\u0000b",
      "/\u007f",
      "//evil",
      "//evil.example/x",
      "///evil.example",
      "/\\evil",
      "\\/evil",
      "/%5cevil",
      "/%5Cevil",
      "/%2f/evil",
      "/%2F%2Fevil.example",
      "/%2fevil",
      "/%2509/evil.example",
      "/%252f/evil.example",
      "/%25252f/evil.example",
      "/%255cevil",
      "https://evil",
      "https://evil.example/",
      "http:/evil.example",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,x",
      " /imoveis",
      " //evil.example",
      "imoveis",
      "",
    ]) {
      expect(safeRedirectPath(value, FALLBACK), JSON.stringify(value)).toBe(FALLBACK);
    }
  });

  it("refuses broken encodings and lone surrogates without throwing", () => {
    for (const value of ["/%ED%A0%80", "/imoveis?q=%C3", "/%FF", "/\ud800", "/a\udc00b"]) {
      expect(safeRedirectPath(value, FALLBACK), JSON.stringify(value)).toBe(FALLBACK);
    }
  });

  it("refuses what is not a string, and falls back to home by default", () => {
    for (const value of [null, undefined, 42, {}, ["/imoveis"]]) {
      expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
    }
    expect(safeRedirectPath("//evil.example")).toBe("/");
  });
});
