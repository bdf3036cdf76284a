import type { Locale } from "@campuslar/domain/i18n/locales";
import type { MessageKey } from "./pt.ts";
import { CATALOGS } from "./registry.ts";
import { type MessageVars, t } from "./t.ts";

/** Keys that come in counted forms: `<base>.one` and `<base>.other` (and maybe `<base>.zero`). */
type CountedBase<K> = K extends `${infer Base}.other` ? (`${Base}.one` extends MessageKey ? Base : never) : never;
export type CountedKey = CountedBase<MessageKey>;

/**
 * A counted phrase in the visitor's language: `.zero` for none where the catalog has one
 * ("Nenhum imóvel encontrado"), `.one` for exactly one, `.other` otherwise. `{count}` is
 * formatted as that language writes numbers (1.234 / 1,234).
 */
export function countText(locale: Locale, base: CountedKey, count: number, vars?: MessageVars): string {
  const zero = `${base}.zero`;
  const key: MessageKey =
    count === 0 && zero in CATALOGS[locale] ? (zero as MessageKey) : count === 1 ? `${base}.one` : `${base}.other`;
  return t(locale, key, { ...vars, count });
}
