import { type Locale, negotiateLocale } from "@campuslar/domain/i18n/locales";
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

/** The language an API answer is written in: `?lang=`, else the request's `Accept-Language`. */
export const localeOf = (c: Context<AppEnv>): Locale =>
  negotiateLocale(c.req.query("lang"), c.req.header("accept-language"));
