import { describe, expect, it } from "vitest";
import { normalizeCep } from "./cep.ts";

describe("normalizeCep", () => {
  it("accepts 00000-000 and 8 digits, giving 00000-000", () => {
    expect(normalizeCep("01310-100")).toBe("01310-100");
    expect(normalizeCep(" 01310100 ")).toBe("01310-100");
  });
  it.each(["0131-0100", "013101000", "01310 100", "ABCDE-FGH", "00000-000", "1310-100"])("refuses %j", (raw) => {
    expect(normalizeCep(raw)).toBeUndefined();
  });
});
