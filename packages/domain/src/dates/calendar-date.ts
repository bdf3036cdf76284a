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
