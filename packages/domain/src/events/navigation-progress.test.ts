import { describe, expect, it } from "vitest";
import { NAVIGATION_PROGRESS_MS } from "./navigation-progress.ts";

describe("navigation progress", () => {
  it("runs the spec's 5000 ms (§7)", () => {
    expect(NAVIGATION_PROGRESS_MS).toBe(5000);
  });
});
