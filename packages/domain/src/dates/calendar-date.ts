/**
 * A calendar day as the API takes and stores one: `YYYY-MM-DD`, a day that exists (no 30
 * February, no month 13), in the years 0001 to 9999. JavaScript's dates and ISO 8601 accept a
 * year 0000 that PostgreSQL's `date` refuses, so a pattern or `Date.parse` alone lets through
 * text that fails in the database instead of at the field (issue 17).
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Leap years repeat every 400 years; a year from 2000 on avoids Date.UTC's reading of 0–99 as 1900–1999.
  const daysInMonth = new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
  return day <= daysInMonth;
}

/**
 * `date` plus whole `months`, as a contract counts them: 15 March plus 12 months is 15 March of
 * the next year; a day the later month lacks falls on its last day (31 January + 1 → 28 or 29
 * February). `date` must be a calendar date.
 */
export function addMonthsToDate(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const daysInMonth = new Date(Date.UTC(2000 + (toYear % 400), toMonth, 0)).getUTCDate();
  const pad = (n: number, width: number) => String(n).padStart(width, "0");
  return `${pad(toYear, 4)}-${pad(toMonth, 2)}-${pad(Math.min(day, daysInMonth), 2)}`;
}
