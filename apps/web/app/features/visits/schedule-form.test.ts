import { VisitScheduleSchema } from "@campuslar/domain/visits/visit-forms";
import { describe, expect, it } from "vitest";
import { bodyOf, fieldOfPath, rowCounts, valuesOf } from "./schedule-form.ts";

describe("the visit hours form", () => {
  const saved = {
    propertyCode: "SP10001",
    modes: ["in_person", "video"] as ("in_person" | "video")[],
    videoKind: "whatsapp" as const,
    videoLink: null,
    videoPhone: "+5511912345678",
    windows: [
      { weekday: 2, start: "09:00", end: "12:00" },
      { weekday: 2, start: "14:00", end: "16:00" },
    ],
    exceptions: [{ date: "2026-12-24", closed: true, windows: [] }],
  };

  it("draws a saved schedule in rows, with spare rows to add more", () => {
    const values = valuesOf(saved);
    expect(values).toMatchObject({
      modes: "in_person,video",
      videoPhone: "+55 11 91234 5678",
      "w-2-0-start": "09:00",
      "w-2-1-end": "16:00",
      "x-0-date": "2026-12-24",
      "x-0-closed": "on",
    });
    const counts = rowCounts(values);
    expect(counts.weekday(2)).toBe(3);
    expect(counts.weekday(3)).toBe(1);
    expect(counts.exceptions).toBe(3);
  });

  it("turns the rows back into the API's body, blank rows left out, and it is valid", () => {
    const { body } = bodyOf({ ...valuesOf(saved), "w-3-0-start": "", "w-3-0-end": "", "x-1-date": "" });
    expect(body.windows).toEqual(saved.windows);
    expect(body.exceptions).toEqual([{ date: "2026-12-24", closed: true, windows: [] }]);
    expect(VisitScheduleSchema.safeParse(body).success).toBe(true);
  });

  it("puts a message about the body's n-th window next to the row that holds it", () => {
    const { body, rows } = bodyOf({
      modes: "in_person",
      "w-1-0-start": "09:00",
      "w-1-0-end": "10:00",
      "w-4-0-start": "12:00",
      "w-4-0-end": "11:00",
      "x-0-date": "",
      "x-1-date": "2026-12-05",
      "x-1-start": "10:00",
      "x-1-end": "",
    });
    const issues = VisitScheduleSchema.safeParse(body).error?.issues ?? [];
    const fields = issues.map((issue) => fieldOfPath(issue.path.join("."), rows));
    expect(fields).toEqual(expect.arrayContaining(["w-4-0-end", "x-1-end"]));
    expect(fieldOfPath("videoLink", rows)).toBe("videoLink");
  });
});
