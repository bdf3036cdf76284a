import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

type Area = { pt: Record<string, string>; en: Record<string, string> };

/**
 * Every area of text in the web app, for the catalog tests: the modules named `messages.ts` or
 * `<area>-messages.ts`, wherever their feature or shared folder keeps them. Found by name, so no
 * list of every feature's messages has to live in the i18n core.
 */
const modules = import.meta.glob<Record<string, unknown>>(["../**/messages.ts", "../**/*-messages.ts"], {
  eager: true,
});

const here = dirname(fileURLToPath(import.meta.url));
export const APP_DIR = join(here, "..");

const isArea = (value: unknown): value is Area =>
  typeof value === "object" && value !== null && "pt" in value && "en" in value;

/** Each area module's absolute path with the areas it exports (one, by convention). */
export const AREA_MODULES = Object.entries(modules).map(([path, exports]) => ({
  path: resolve(here, path),
  areas: Object.values(exports).filter(isArea),
}));

export const AREAS: Area[] = AREA_MODULES.flatMap((module) => module.areas);
