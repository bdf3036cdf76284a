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
      "x-1-0-start": "10:00",
      "x-1-0-end": "",
    });
    const issues = VisitScheduleSchema.safeParse(body).error?.issues ?? [];
    const fields = issues.map((issue) => fieldOfPath(issue.path.join("."), rows));
    expect(fields).toEqual(expect.arrayContaining(["w-4-0-end", "x-1-0-end"]));
    expect(fieldOfPath("videoLink", rows)).toBe("videoLink");
  });

  it("gives an exceptional day several windows, with a spare row to add one more, and back", () => {
    const twoWindows = {
      ...saved,
      exceptions: [
        { date: "2026-12-24", closed: true, windows: [] },
        {
          date: "2026-12-31",
          closed: false,
          windows: [
            { start: "09:00", end: "11:00" },
            { start: "14:00", end: "16:00" },
          ],
        },
      ],
    };
    const values = valuesOf(twoWindows);
    expect(values).toMatchObject({
      "x-1-date": "2026-12-31",
      "x-1-0-start": "09:00",
      "x-1-1-end": "16:00",
    });
    const counts = rowCounts(values);
    expect(counts.exceptionWindows(1)).toBe(3);
    expect(counts.exceptionWindows(0)).toBe(1);
    expect(counts.exceptions).toBe(4);

    // The spare row filled in, as the form posts it without JavaScript.
    const { body } = bodyOf({ ...values, "x-1-2-start": "17:00", "x-1-2-end": "18:00", "x-2-date": "" });
    expect(body.exceptions[1]?.windows).toEqual([
      { start: "09:00", end: "11:00" },
      { start: "14:00", end: "16:00" },
      { start: "17:00", end: "18:00" },
    ]);
    expect(VisitScheduleSchema.safeParse(body).success).toBe(true);
  });

  it("sends no hours for a closed exceptional day, and says an overlap on its window's row", () => {
    const closed = bodyOf({ modes: "in_person", "x-0-date": "2026-12-24", "x-0-closed": "on", "x-0-0-start": "09:00" });
    expect(closed.body.exceptions).toEqual([{ date: "2026-12-24", closed: true, windows: [] }]);

    const { body, rows } = bodyOf({
      modes: "in_person",
      "x-0-date": "2026-12-31",
      "x-0-0-start": "09:00",
      "x-0-0-end": "12:00",
      "x-0-1-start": "",
      "x-0-1-end": "",
      "x-0-2-start": "11:00",
      "x-0-2-end": "13:00",
    });
    const issues = VisitScheduleSchema.safeParse(body).error?.issues ?? [];
    expect(issues.map((issue) => fieldOfPath(issue.path.join("."), rows))).toEqual(["x-0-2-start"]);
    expect(fieldOfPath("exceptions.0.windows", rows)).toBe("x-0-windows");
    expect(fieldOfPath("exceptions.0", rows)).toBe("x-0-date");
    expect(fieldOfPath("exceptions", rows)).toBe("exceptions");
  });
});
