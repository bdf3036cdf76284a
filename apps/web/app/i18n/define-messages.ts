import { registerMessages } from "./registry.ts";

/**
 * One area's messages in both languages, side by side, registered for `t()` as soon as the
 * module is imported: a module that uses an area's keys imports that area's module
 * (`area-imports.test.ts` checks it). English must have exactly the Portuguese keys: a missing
 * or extra key fails to compile here, and `catalogs.test.ts` checks again at run time.
 */
export function defineMessages<K extends string>(messages: { pt: Record<K, string>; en: NoInfer<Record<K, string>> }) {
  registerMessages(messages);
  return messages;
}

/**
 * Every key some area defines. Each area adds its own keys to this interface where it is
 * defined (a `declare module` naming this file, below its `defineMessages`), so the type of
 * every key is known without a list here that imports every feature's messages: the i18n core
 * stays below the features, and a new area is complete in its own file.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by each area's declaration merging.
export interface AreaMessages {}

/** The shape an area adds to `AreaMessages`: one member per key. */
export type AreaKeysOf<Area extends { pt: Record<string, string> }> = Record<keyof Area["pt"], true>;
