/**
 * Spec §8: an unhandled error carries its status as `statusCode`, `status` or `response.status`
 * (the shapes thrown by HTTP libraries, route error responses and failed fetches), default 500.
 * Read in that order; only an error status (400–599) counts, since an error page answering 200
 * or 302 would tell browsers and crawlers the page worked.
 */
export const DEFAULT_ERROR_STATUS = 500;

const asErrorStatus = (value: unknown): number | undefined => {
  const status = typeof value === "string" && /^\d{3}$/.test(value) ? Number(value) : value;
  return typeof status === "number" && Number.isInteger(status) && status >= 400 && status <= 599 ? status : undefined;
};

const field = (value: unknown, name: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[name] : undefined;

export function errorStatus(error: unknown): number {
  return (
    asErrorStatus(field(error, "statusCode")) ??
    asErrorStatus(field(error, "status")) ??
    asErrorStatus(field(field(error, "response"), "status")) ??
    DEFAULT_ERROR_STATUS
  );
}
