import { describe, expect, it } from "vitest";
import { instantAt, localDateOf, localTimeOf, zoneOffsetMinutes } from "../dates/zoned-time.ts";
import { VisitBookingSchema, VisitScheduleSchema } from "./visit-forms.ts";
import { freeSlots, isFreeSlot, type SlotSchedule } from "./visit-slots.ts";

// Friday 27 Nov 2026, 09:00 in São Paulo (12:00 UTC).
const now = new Date("2026-11-27T12:00:00Z");
const tuesdayMornings: SlotSchedule = {
  windows: [{ weekday: 2, startMinute: 9 * 60, endMinute: 10 * 60 + 30 }],
  exceptions: [],
};

describe("São Paulo time", () => {
  it("reads the zone's offset from the tz database, not a constant", () => {
    expect(zoneOffsetMinutes(new Date("2026-12-01T12:00:00Z"))).toBe(-180);
    // Until 2019 São Paulo kept summer time: on 1 Dec 2018 it was UTC−2.
    expect(zoneOffsetMinutes(new Date("2018-12-01T12:00:00Z"))).toBe(-120);
    expect(instantAt("2018-12-01", 14 * 60).toISOString()).toBe("2018-12-01T16:00:00.000Z");
    expect(zoneOffsetMinutes(new Date("2026-07-01T12:00:00Z"), "Europe/Lisbon")).toBe(60);
  });

  it("turns a São Paulo day and minute into its UTC instant and back", () => {
    const start = instantAt("2026-12-01", 14 * 60);
    expect(start.toISOString()).toBe("2026-12-01T17:00:00.000Z");
    expect(localDateOf(start)).toBe("2026-12-01");
    expect(localTimeOf(start)).toBe("14:00");
    // 22:30 in São Paulo is already the next day in UTC.
    expect(instantAt("2026-12-01", 22 * 60 + 30).toISOString()).toBe("2026-12-02T01:30:00.000Z");
    expect(localDateOf(new Date("2026-12-02T01:30:00Z"))).toBe("2026-12-01");
  });
});

describe("free slots", () => {
  it("cuts the weekly windows into 30-minute slots on São Paulo's clock", () => {
    const days = freeSlots(tuesdayMornings, { now });
    expect(days.map((d) => d.date)).toEqual(["2026-12-01", "2026-12-08"]);
    expect(days[0]?.slots).toEqual([
      { startsAt: "2026-12-01T12:00:00.000Z", endsAt: "2026-12-01T12:30:00.000Z", localTime: "09:00" },
      { startsAt: "2026-12-01T12:30:00.000Z", endsAt: "2026-12-01T13:00:00.000Z", localTime: "09:30" },
      { startsAt: "2026-12-01T13:00:00.000Z", endsAt: "2026-12-01T13:30:00.000Z", localTime: "10:00" },
    ]);
  });

  it("offers the next 14 days only, today included", () => {
    const daily: SlotSchedule = {
      windows: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 18 * 60, endMinute: 18 * 60 + 30 })),
      exceptions: [],
    };
    const days = freeSlots(daily, { now });
    expect(days).toHaveLength(14);
    expect(days[0]?.date).toBe("2026-11-27");
    expect(days.at(-1)?.date).toBe("2026-12-10");
  });

  it("keeps the minimum notice: nothing starting within two hours", () => {
    const today: SlotSchedule = { windows: [{ weekday: 5, startMinute: 9 * 60, endMinute: 12 * 60 }], exceptions: [] };
    const [first] = freeSlots(today, { now });
    // 09:00 now: 09:00–10:30 are too soon, 11:00 is the first.
    expect(first?.date).toBe("2026-11-27");
    expect(first?.slots.map((s) => s.localTime)).toEqual(["11:00", "11:30"]);
  });

  it("follows exceptions: a closed day, and a day with its own hours", () => {
    const days = freeSlots(
      {
        ...tuesdayMornings,
        exceptions: [
          { date: "2026-12-01", closed: true, windows: [] },
          { date: "2026-12-05", closed: false, windows: [{ startMinute: 15 * 60, endMinute: 16 * 60 }] },
        ],
      },
      { now },
    );
    expect(days.map((d) => [d.date, d.slots.map((s) => s.localTime)])).toEqual([
      ["2026-12-05", ["15:00", "15:30"]],
      ["2026-12-08", ["09:00", "09:30", "10:00"]],
    ]);
  });

  it("leaves out taken slots, and says whether a time is offered", () => {
    const taken = [new Date("2026-12-01T12:30:00Z")];
    const days = freeSlots(tuesdayMornings, { now, taken });
    expect(days[0]?.slots.map((s) => s.localTime)).toEqual(["09:00", "10:00"]);
    expect(isFreeSlot(tuesdayMornings, new Date("2026-12-01T12:00:00Z"), { now, taken })).toBe(true);
    expect(isFreeSlot(tuesdayMornings, new Date("2026-12-01T12:30:00Z"), { now, taken })).toBe(false);
    // 09:00 UTC is 06:00 in São Paulo: outside the window, whichever zone the server runs in.
    expect(isFreeSlot(tuesdayMornings, new Date("2026-12-01T09:00:00Z"), { now })).toBe(false);
    expect(isFreeSlot(tuesdayMornings, new Date("2026-12-15T12:00:00Z"), { now })).toBe(false);
  });
});

describe("schedule and booking forms", () => {
  const issues = (schema: typeof VisitScheduleSchema | typeof VisitBookingSchema, body: unknown) =>
    Object.fromEntries((schema.safeParse(body).error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

  it("takes a schedule on the half hour and refuses overlaps and missing video details", () => {
    const base = { modes: ["in_person"], windows: [{ weekday: 1, start: "09:00", end: "12:00" }], exceptions: [] };
    expect(VisitScheduleSchema.safeParse(base).success).toBe(true);
    expect(issues(VisitScheduleSchema, { ...base, windows: [{ weekday: 1, start: "09:15", end: "12:00" }] })).toEqual({
      "windows.0.start": "visit.window.invalid",
    });
    expect(
      issues(VisitScheduleSchema, {
        ...base,
        windows: [
          { weekday: 1, start: "09:00", end: "12:00" },
          { weekday: 1, start: "11:00", end: "13:00" },
        ],
      }),
    ).toEqual({ "windows.1.start": "visit.window.overlap" });
    expect(issues(VisitScheduleSchema, { ...base, modes: ["video"], videoKind: "link" })).toEqual({
      videoLink: "visit.videoLink.invalid",
    });
    expect(issues(VisitScheduleSchema, { ...base, modes: [] })).toEqual({ modes: "visit.modes.required" });
  });

  it("reads a booking's phone with its country, foreign numbers included", () => {
    const booking = VisitBookingSchema.parse({
      startsAt: "2026-12-01T12:00:00.000Z",
      mode: "in_person",
      name: "Lena",
      email: "Lena@Example.DE",
      phone: "0151 23456789",
      phoneCountry: "DE",
    });
    expect(booking).toMatchObject({ phone: "+4915123456789", email: "lena@example.de" });
    expect(issues(VisitBookingSchema, { startsAt: "", mode: "bike", name: "", email: "x", phone: "12" })).toEqual({
      startsAt: "visit.slot.required",
      mode: "visit.mode.required",
      name: "visit.name.required",
      email: "visit.email.invalid",
      phone: "visit.phone.invalid",
    });
  });
});
