import { describe, expect, it } from "vitest";
import { DEFAULT_VERIFICATION_VALID_MONTHS, verificationAge, verificationDueDay } from "./verification.ts";

describe("verification ageing (issue 34.12)", () => {
  it("holds for six months by default, then is due again", () => {
    expect(DEFAULT_VERIFICATION_VALID_MONTHS).toBe(6);
    const at = "2025-10-11T15:00:00Z";
    expect(verificationAge(at, "2025-10-11")).toEqual({ current: true, dueOn: "2026-04-11", months: 0 });
    expect(verificationAge(at, "2026-04-10")).toMatchObject({ current: true, months: 5 });
    expect(verificationAge(at, "2026-04-11")).toMatchObject({ current: false, months: 6 });
    // The case: verified on 11 Oct 2025, seen 13 months later.
    expect(verificationAge(at, "2026-11-28")).toMatchObject({ current: false, months: 13 });
  });

  it("takes the configured period and the São Paulo day", () => {
    expect(verificationAge("2026-01-15T12:00:00Z", "2026-03-20", 2)).toMatchObject({ current: false });
    expect(verificationAge("2026-01-15T12:00:00Z", "2026-03-14", 2)).toMatchObject({ current: true, months: 1 });
    // 01:00 UTC on 1 Mar is still 28 Feb in São Paulo.
    expect(verificationDueDay("2026-03-01T01:00:00Z", 6)).toBe("2026-08-28");
  });

  it("ends on the month's last day when the due month is shorter", () => {
    expect(verificationDueDay("2025-08-31T15:00:00Z", 6)).toBe("2026-02-28");
    expect(verificationDueDay("2025-12-15T15:00:00Z", 12)).toBe("2026-12-15");
  });
});
