import { describe, expect, it } from "vitest";
import { saoPauloDate } from "./sao-paulo-date.ts";

describe("saoPauloDate", () => {
  it("is still yesterday in São Paulo just after midnight UTC", () => {
    expect(saoPauloDate(new Date("2026-11-22T02:00:00Z"))).toBe("2026-11-21");
    expect(saoPauloDate(new Date("2026-11-22T04:00:00Z"))).toBe("2026-11-22");
  });
});
