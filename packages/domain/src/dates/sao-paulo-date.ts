/** The calendar date (`YYYY-MM-DD`) of an instant in São Paulo, where "today" is decided for forms. */
const format = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export const saoPauloDate = (instant: Date): string => format.format(instant);
