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
