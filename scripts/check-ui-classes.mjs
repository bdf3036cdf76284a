// `npm run check` (lint group): a button's look is written once, in apps/web/app/ui/button.tsx.
// A class string elsewhere in the web app that holds a button's signature (the classes no badge,
// chip or tool shares) is refused, with its file and line. The white bordered secondary look is
// not checked: chips, the language switch and the photo tools share it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const app = join(root, "apps/web/app");
const ui = join(app, "ui");

const SIGNATURES = [
  { look: "a primary button", classes: ["bg-brand-700", "hover:bg-brand-800"] },
  { look: "an accent button", classes: ["bg-pine-800", "hover:bg-pine-700"] },
  { look: "a danger button", classes: ["text-brand-800", "underline", "hover:bg-brand-50"] },
];

/** Every .ts and .tsx file below `dir`, ui/ left out. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === ui || entry.name === "+types" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The string literals of one line (a class string is one line once formatted). */
const literals = (line) => line.match(/"[^"]*"|'[^']*'|`[^`]*`/g) ?? [];

const found = [];
for (const file of sources(app)) {
  readFileSync(file, "utf8")
    .split("\n")
    .forEach((line, index) => {
      for (const literal of literals(line)) {
        const classes = new Set(literal.slice(1, -1).split(/\s+/));
        const match = SIGNATURES.find((signature) => signature.classes.every((name) => classes.has(name)));
        if (match) {
          found.push(
            `${relative(root, file)}:${index + 1}: ${match.look}'s classes: use Button or buttonClass from ui/button.tsx`,
          );
          break;
        }
      }
    });
}

if (found.length > 0) {
  console.error(found.join("\n"));
  process.exit(1);
}
