import type { Context } from "hono";

/**
 * Powerful features the site never uses, denied to it and to anything it might embed. Only
 * features Chromium knows: an unknown one (`interest-cohort`, FLoC's, since removed) makes it
 * log an error on every page. Geolocation is unused (the map is placed by the listing's address).
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

const servedOverHttps = (c: Context) =>
  c.req.header("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase() === "https" ||
  new URL(c.req.url).protocol === "https:";

/** The headers every answer carries, whatever it is: no sniffing, no framing, no powerful features. */
export function setSecurityHeaders(c: Context, headers: Headers) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  // Only over https: sent over plain http it would be ignored, or pin a site that has no certificate.
  if (servedOverHttps(c)) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
}
