import { minuteText } from "@campuslar/domain/dates/zoned-time";
import { formatPhone, joinPhoneCountry } from "@campuslar/domain/phone/phone-number";
import type { VisitScheduleForm, VisitScheduleView } from "@campuslar/domain/visits/visit-forms";
import { MINUTES_PER_DAY, VISIT_SLOT_MINUTES } from "@campuslar/domain/visits/visit-rules";

/*
 * The owner's schedule as a plain HTML form and back: every weekly window, exception and
 * exception's window is a row of named fields (`w-<weekday>-<row>-start`, `x-<row>-date`,
 * `x-<row>-<window>-start`…), so the form works without JavaScript: each saving draws a spare
 * row more where one was filled. The rows become the API's body, and the API's (or the
 * schema's) messages, which name array positions (`exceptions.1.windows.0.end`), go back to
 * the row that holds the field.
 */

/** Rows drawn per weekday (and per exception's day) and for exceptions beyond those already saved. */
export const SPARE_WINDOW_ROWS = 1;
export const SPARE_EXCEPTION_ROWS = 2;
/** Monday first, as a week reads in Brazil's calendars. */
export const WEEKDAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The half hours a window may start or end at: 00:00 … 24:00. */
export const TIME_OPTIONS = Array.from({ length: MINUTES_PER_DAY / VISIT_SLOT_MINUTES + 1 }, (_, i) =>
  minuteText(i * VISIT_SLOT_MINUTES),
);

export type ScheduleValues = Record<string, string>;

/** The form's fields with a saved schedule's values. */
export function valuesOf(schedule: VisitScheduleView): ScheduleValues {
  const values: ScheduleValues = {
    modes: schedule.modes.join(","),
    videoKind: schedule.videoKind ?? "",
    videoLink: schedule.videoLink ?? "",
    videoPhone: schedule.videoPhone ? formatPhone(schedule.videoPhone) : "",
  };
  const perDay = new Map<number, number>();
  for (const w of schedule.windows) {
    const row = perDay.get(w.weekday) ?? 0;
    perDay.set(w.weekday, row + 1);
    values[`w-${w.weekday}-${row}-start`] = w.start;
    values[`w-${w.weekday}-${row}-end`] = w.end;
  }
  schedule.exceptions.forEach((e, row) => {
    values[`x-${row}-date`] = e.date;
    values[`x-${row}-closed`] = e.closed ? "on" : "";
    e.windows.forEach((w, window) => {
      values[`x-${row}-${window}-start`] = w.start;
      values[`x-${row}-${window}-end`] = w.end;
    });
  });
  return values;
}

/** How many rows each weekday, the exceptions and each exception's day get: what is filled, plus spare ones. */
export function rowCounts(values: ScheduleValues) {
  // The highest row number after `prefix` plus one (`x-1-date` counts for `x-`, not for `x-1-`).
  const filled = (prefix: string) =>
    Object.keys(values)
      .filter((k) => k.startsWith(prefix))
      .map((k) => Number(k.slice(prefix.length).split("-")[0]) + 1)
      .filter((n) => Number.isInteger(n))
      .reduce((a, b) => Math.max(a, b), 0);
  return {
    weekday: (day: number) => filled(`w-${day}-`) + SPARE_WINDOW_ROWS,
    exceptions: filled("x-") + SPARE_EXCEPTION_ROWS,
    exceptionWindows: (row: number) => filled(`x-${row}-`) + SPARE_WINDOW_ROWS,
  };
}

/** Every field the form posts, as typed. */
export function formValues(form: FormData): ScheduleValues {
  const values: ScheduleValues = {
    modes: form
      .getAll("modes")
      .filter((m) => typeof m === "string")
      .join(","),
  };
  for (const [name, value] of form.entries()) {
    if (name !== "modes" && typeof value === "string") values[name] = value.trim();
  }
  return values;
}

/** The filled windows of rows `<prefix>-0`, `<prefix>-1`… (blank ones left out), each with the row it came from. */
function windowsOf(values: ScheduleValues, prefix: string) {
  const found: { row: string; start: string; end: string }[] = [];
  for (let row = 0; row < 50; row++) {
    const start = values[`${prefix}-${row}-start`];
    const end = values[`${prefix}-${row}-end`];
    if (start === undefined && end === undefined) break;
    if (start || end) found.push({ row: `${prefix}-${row}`, start: start ?? "", end: end ?? "" });
  }
  return found;
}

/** The API's body from the form, and for each array position the row of fields it came from. */
export function bodyOf(values: ScheduleValues): { body: VisitScheduleForm; rows: Map<string, string> } {
  const rows = new Map<string, string>();
  const windows: { weekday: number; start: string; end: string }[] = [];
  for (const day of WEEKDAY_ORDER) {
    for (const { row, start, end } of windowsOf(values, `w-${day}`)) {
      rows.set(`windows.${windows.length}`, row);
      windows.push({ weekday: day, start, end });
    }
  }
  const exceptions: { date: string; closed: boolean; windows: { start: string; end: string }[] }[] = [];
  for (let row = 0; row < 200; row++) {
    const date = values[`x-${row}-date`];
    if (date === undefined) break;
    if (!date) continue;
    const closed = values[`x-${row}-closed`] === "on";
    const path = `exceptions.${exceptions.length}`;
    rows.set(path, `x-${row}`);
    // A closed day's hours are not sent: closed wins, as the schema reads it.
    const own = closed ? [] : windowsOf(values, `x-${row}`);
    for (const [i, w] of own.entries()) rows.set(`${path}.windows.${i}`, w.row);
    exceptions.push({ date, closed, windows: own.map(({ start, end }) => ({ start, end })) });
  }
  const modes = (values.modes ?? "").split(",").filter(Boolean);
  const phone = values.videoPhone ?? "";
  return {
    body: {
      modes: modes as VisitScheduleForm["modes"],
      videoKind: (values.videoKind || null) as VisitScheduleForm["videoKind"],
      videoLink: values.videoLink || null,
      videoPhone: phone ? joinPhoneCountry(phone, values.videoPhoneCountry) : null,
      windows,
      exceptions,
    },
    rows,
  };
}

/**
 * A message keyed by the body's path (`windows.3.end`, `exceptions.1.windows.0.start`) keyed by
 * the form field that shows it (`w-2-0-end`, `x-1-0-start`): the deepest row the path names, and
 * the rest of the path after it; a whole window is its start, a whole exception its date. Other
 * keys stay as they are.
 */
export function fieldOfPath(path: string, rows: Map<string, string>): string {
  const parts = path.split(".");
  const list = parts[0];
  if (list !== "windows" && list !== "exceptions") return path;
  for (let n = parts.length; n >= 2; n--) {
    const row = rows.get(parts.slice(0, n).join("."));
    if (!row) continue;
    const rest = parts.slice(n).join("-") || (parts[n - 2] === "windows" ? "start" : "date");
    return `${row}-${rest}`;
  }
  return list;
}
