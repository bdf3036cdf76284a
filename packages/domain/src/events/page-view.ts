import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

/** Spec §7: the web sends a page-view event 250 ms after each route change. */
export const PAGE_VIEW_DELAY_MS = 250;

export const PageViewEventSchema = z.object({
  path: z.string().startsWith("/").max(2048),
  locale: z.enum(LOCALES),
  referrer: z.string().max(2048).optional(),
  visitorId: z.string().min(8).max(64).optional(),
  propertyCode: z.string().max(16).optional(),
});
export type PageViewEvent = z.infer<typeof PageViewEventSchema>;
