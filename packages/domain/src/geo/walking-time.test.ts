import { describe, expect, it } from "vitest";
import { walkingMinutes } from "./walking-time.ts";

describe("walkingMinutes", () => {
  it("walks 80 metres a minute, rounding up, never under a minute", () => {
    expect(walkingMinutes(1434)).toBe(18);
    expect(walkingMinutes(800)).toBe(10);
    expect(walkingMinutes(801)).toBe(11);
    expect(walkingMinutes(0)).toBe(1);
  });
});
