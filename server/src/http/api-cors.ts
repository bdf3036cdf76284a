import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** Lets pages of other origins (`CORS_ORIGINS`) call the API from a browser, with what the API reads and sends. */
export const apiCors = (origins: string[]): MiddlewareHandler =>
  cors({
    origin: origins,
    allowMethods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowHeaders: ["Content-Type", "Authorization", "Accept-Language", "If-None-Match", "X-Request-Id"],
    exposeHeaders: ["Retry-After", "X-Request-Id", "ETag", "WWW-Authenticate"],
    maxAge: 600,
  });
