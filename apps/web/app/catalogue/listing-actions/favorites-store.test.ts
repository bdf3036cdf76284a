import { describe, expect, it } from "vitest";
import { BROWSER_FAVORITES_MAX, parseStoredCodes, withCode } from "./favorites-store.ts";

describe("withCode", () => {
  it("puts a saved code first, without a repeat", () => {
    expect(withCode(withCode(withCode([], "SP10001", true), "SP10002", true), "SP10001", true)).toEqual([
      "SP10001",
      "SP10002",
    ]);
  });

  it("takes a code off, and taking one that is not there changes nothing", () => {
    expect(withCode(["SP10001", "SP10002"], "SP10001", false)).toEqual(["SP10002"]);
    expect(withCode(["SP10002"], "SP10009", false)).toEqual(["SP10002"]);
  });

  it(`keeps at most ${BROWSER_FAVORITES_MAX}, dropping the oldest`, () => {
    let list: string[] = [];
    for (let n = 1; n <= BROWSER_FAVORITES_MAX + 2; n++) list = withCode(list, `SP${10000 + n}`, true);
    expect(list).toHaveLength(BROWSER_FAVORITES_MAX);
    expect(list[0]).toBe(`SP${10000 + BROWSER_FAVORITES_MAX + 2}`);
    expect(list).not.toContain("SP10001");
  });
});

describe("parseStoredCodes", () => {
  it("reads listing codes and ignores anything else", () => {
    expect(parseStoredCodes('["SP10001","x",3,null,"SP10002","SP10001"]')).toEqual(["SP10001", "SP10002"]);
  });

  it("answers an empty list for nothing, broken JSON or another shape", () => {
    for (const raw of [null, "", "{", '{"a":1}', '"SP10001"']) expect(parseStoredCodes(raw)).toEqual([]);
  });
});
