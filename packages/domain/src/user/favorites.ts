import { z } from "zod";
import { LOCALES, type Locale } from "../i18n/locales.ts";
import { isPropertyCode } from "../property/property-code.ts";
import { PropertyListItemSchema } from "../property/property-dto.ts";
import { FAVORITES_MAX, LOOKUP_MAX_CODES } from "./favorite-limits.ts";

export { FAVORITES_MAX, LOOKUP_MAX_CODES };

export const FAVORITES_MESSAGES = {
  full: {
    pt: `Você já tem ${FAVORITES_MAX} favoritos. Remova algum para guardar outro.`,
    en: `You already have ${FAVORITES_MAX} favourites. Remove one to save another.`,
  },
  notFound: {
    pt: "Este imóvel não está mais disponível.",
    en: "This listing is no longer available.",
  },
} as const satisfies Record<string, Record<Locale, string>>;

/** One saved listing: its code, when it was saved, and the listing as a search shows it. */
export const FavoriteSchema = z.object({
  code: z.string(),
  savedAt: z.string(),
  property: PropertyListItemSchema,
});
export type Favorite = z.infer<typeof FavoriteSchema>;

/** `GET /v2/user/favorites`: the user's published favourites, most recently saved first. */
export const FavoriteListSchema = z.object({ items: z.array(FavoriteSchema).max(FAVORITES_MAX) });
export type FavoriteList = z.infer<typeof FavoriteListSchema>;

/**
 * Listing codes as one comma-separated value (`SP10001,SP10002`): trimmed, upper-cased, repeats
 * dropped, in the order given. Every entry must look like a code; at most LOOKUP_MAX_CODES.
 */
export const PropertyCodeListSchema = z
  .string({ error: "must list listing codes" })
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string())
      .min(1, "must list at least one code")
      .max(LOOKUP_MAX_CODES, `must list at most ${LOOKUP_MAX_CODES} codes`)
      .refine((codes) => codes.every(isPropertyCode), "must be listing codes such as SP10001"),
  );

/** `GET /v2/properties/lookup` query. */
export const PropertyLookupQuerySchema = z.object({
  codes: PropertyCodeListSchema,
  /** Language of titles and photo captions; `Accept-Language` when absent. */
  lang: z.enum(LOCALES, { error: "must be pt or en" }).optional(),
});

/** The published listings among the asked codes, in the asked order; unknown codes are left out. */
export const PropertyLookupSchema = z.object({ items: z.array(PropertyListItemSchema).max(LOOKUP_MAX_CODES) });
export type PropertyLookup = z.infer<typeof PropertyLookupSchema>;
