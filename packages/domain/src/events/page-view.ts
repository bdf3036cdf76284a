import { z } from "zod";
import { LOCALES } from "../i18n/locales.ts";

export { PAGE_VIEW_DELAY_MS } from "./page-view-delay.ts";

export const PageViewEventSchema = z.object({
  path: z.string().startsWith("/").max(2048),
  locale: z.enum(LOCALES),
  referrer: z.string().max(2048).optional(),
  propertyCode: z.string().max(16).optional(),
});
export type PageViewEvent = z.infer<typeof PageViewEventSchema>;
