import { describe, expect, it } from "vitest";
import { calendarDayText, dateText, dateTimeText, dayMonthText, isCalendarDay } from "./display-dates.ts";

/** Intl separates with narrow or plain spaces depending on the ICU version: compare on plain ones. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

describe("display dates", () => {
  const instant = new Date("2026-11-24T16:05:00Z");

  it("writes an instant on São Paulo's clock with the month in words, in each language", () => {
    expect(plain(dateTimeText("pt", instant))).toBe("24 de nov. de 2026, 13:05");
    expect(plain(dateTimeText("en", instant.toISOString()))).toBe("24 Nov 2026, 13:05");
  });

  it("takes the day in São Paulo, which is yesterday just after midnight UTC", () => {
    expect(plain(dateText("en", new Date("2026-11-25T02:00:00Z")))).toBe("24 Nov 2026");
  });

  it("writes a calendar day as the same day, never shifted by a time zone", () => {
    expect(plain(calendarDayText("pt", "2027-02-01"))).toBe("1 de fev. de 2027");
    expect(plain(calendarDayText("en", "2027-02-01"))).toBe("1 Feb 2027");
  });

  it("writes a coming day as day and month, the first of a month as Portuguese says it", () => {
    const today = "2026-11-26";
    expect(plain(dayMonthText("pt", "2027-02-01", today))).toBe("1º de fev.");
    expect(plain(dayMonthText("en", "2027-02-01", today))).toBe("1 Feb");
    expect(plain(dayMonthText("pt", "2027-07-31", today))).toBe("31 de jul.");
    expect(plain(dayMonthText("en", "2027-07-31", today))).toBe("31 Jul");
    expect(plain(dayMonthText("pt", "2027-02-11", today))).toBe("11 de fev.");
  });

  it("adds the year to a day more than about ten months away, which the day and month alone would hide", () => {
    expect(plain(dayMonthText("en", "2028-02-01", "2026-11-26"))).toBe("1 Feb 2028");
    expect(plain(dayMonthText("pt", "2028-02-01", "2026-11-26"))).toBe("1º de fev. de 2028");
  });

  it("recognises stored calendar days only", () => {
    expect(isCalendarDay("2027-02-01")).toBe(true);
    expect(isCalendarDay("2027-13-01")).toBe(false);
    expect(isCalendarDay("01/02/2027")).toBe(false);
    expect(isCalendarDay(20270201)).toBe(false);
  });
});
