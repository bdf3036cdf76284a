import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeUrlText, hasInvalidText, invalidFormText, invalidJsonText, invalidUrlText } from "./valid-text.ts";

/** Well-formed text without NUL: what anyone may type, accents, CJK and emoji included. */
const validText = fc.string({ unit: "grapheme" }).filter((text) => !text.includes("\u0000"));

describe("hasInvalidText", () => {
  it("accepts text in any script, emoji (surrogate pairs) included", () => {
    for (const text of ["", "São Paulo", "日本", "🎓", "a\tb\nc", "\u007f", "\uffff"]) {
      expect(hasInvalidText(text), text).toBe(false);
    }
    fc.assert(fc.property(validText, (text) => !hasInvalidText(text)));
  });

  it("refuses NUL and each lone half of a surrogate pair", () => {
    for (const text of ["\u0000", "a\u0000b", "\ud800", "\udc00", "a\ud83cb", "\udf93\ud83c", "🎓\ud800"]) {
      expect(hasInvalidText(text), JSON.stringify(text)).toBe(true);
    }
  });
});

describe("decodeUrlText", () => {
  it("decodes UTF-8 escapes and keeps a `%` that starts no escape", () => {
    expect(decodeUrlText("S%C3%A3o%20Paulo")).toBe("São Paulo");
    expect(decodeUrlText("50%")).toBe("50%");
    expect(decodeUrlText("50%25")).toBe("50%");
    expect(decodeUrlText("%zz")).toBe("%zz");
  });

  it("answers null for bytes that are not UTF-8", () => {
    for (const part of ["%ED%A0%80", "%C3", "%FF", "%C3%28", "%E6%97"]) expect(decodeUrlText(part), part).toBeNull();
  });
});

describe("invalidUrlText", () => {
  it("passes ordinary addresses, encoded as browsers send them", () => {
    expect(invalidUrlText("/imoveis", "?bairro=S%C3%A3o+Paulo&q=%E6%97%A5%E6%9C%AC%20%F0%9F%8E%93")).toBeNull();
    expect(invalidUrlText("/imovel/SP10001", "")).toBeNull();
    expect(invalidUrlText("/imoveis", "?q=50%&&flag")).toBeNull();
    fc.assert(
      fc.property(validText, validText, validText, (segment, name, value) => {
        const query = `${encodeURIComponent(name)}=${encodeURIComponent(value)}`;
        expect(invalidUrlText(`/${encodeURIComponent(segment)}`, `?${query}`)).toBeNull();
      }),
    );
  });

  it("finds NUL and broken encodings in the path, a name or a value", () => {
    expect(invalidUrlText("/%00", "")).toEqual({});
    expect(invalidUrlText("/%ED%A0%80", "")).toEqual({});
    expect(invalidUrlText("/imoveis", "?%00=1")).toEqual({});
    expect(invalidUrlText("/imoveis", "?a=1&q=%00")).toEqual({ field: "q" });
    expect(invalidUrlText("/imoveis", "?q=%ED%A0%80")).toEqual({ field: "q" });
    expect(invalidUrlText("/imoveis", "?q=%C3")).toEqual({ field: "q" });
  });
});

describe("invalidFormText", () => {
  it("reads an urlencoded body, `+` as a space", () => {
    expect(invalidFormText("email=maria%40example.com&name=Jo%C3%A3o+da+Silva")).toBeNull();
    expect(invalidFormText("email=%00")).toEqual({ field: "email" });
    expect(invalidFormText("name=ok&bio=a%ED%A0%80")).toEqual({ field: "bio" });
  });
});

describe("invalidJsonText", () => {
  it("passes a body of valid text at any depth", () => {
    expect(invalidJsonText({ name: "São Paulo", tags: ["日本", "🎓"], n: 1, ok: true, none: null })).toBeNull();
    fc.assert(
      fc.property(fc.json({ stringUnit: "grapheme" }), (json) => {
        fc.pre(!json.includes("\\u0000"));
        expect(invalidJsonText(JSON.parse(json))).toBeNull();
      }),
    );
  });

  it("names the field of a bad value, at any depth; a bad key has no field", () => {
    expect(invalidJsonText({ name: "a\u0000" })).toEqual({ field: "name" });
    expect(invalidJsonText(JSON.parse('{"rooms":[{"name":"ok"},{"name":"\\ud800"}]}'))).toEqual({
      field: "rooms.1.name",
    });
    expect(invalidJsonText("\u0000")).toEqual({});
    expect(invalidJsonText({ "\ud800": 1 })).toEqual({});
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`);
    expect(invalidJsonText(deep)).not.toBeNull();
  });
});
