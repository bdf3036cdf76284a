/**
 * Renders the site's icons and share image from SVG, into apps/web/public, and writes the web
 * app manifest that names them. The mark is the one of favicon.svg and ui/logo.tsx
 * (a roof over an open book); change it there and here together, then run:
 *
 *   npx tsx scripts/make-icons.ts
 *
 * The outputs are committed: the build does not run this.
 */
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const PUBLIC_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "apps", "web", "public");

const BRAND = "#bf5128";
const BRAND_DARK = "#9c3f1e";
const CREAM = "#fcf8f2";
const SAND = "#f3eadc";
const INK = "#1d2527";
const INK_SOFT = "#3b4749";

/** The roof and the book, in the mark's 32 × 32 box, without its background. */
const glyph = (fg: string, bg: string) =>
  `<path d="M6 15.5 16 7l10 8.5" fill="none" stroke="${fg}" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M9 17.5c2.6-.9 5-.6 7 1 2-1.6 4.4-1.9 7-1v7c-2.6-.9-5-.6-7 1-2-1.6-4.4-1.9-7-1z" fill="${fg}"/>` +
  `<path d="M16 18.5v7" stroke="${bg}" stroke-width="1.4"/>`;

/** The mark as favicon.svg draws it: a rounded brand square. `radius` 0 fills the square (iOS rounds it itself). */
const markSvg = (size: number, radius = 8) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" rx="${radius}" fill="${BRAND}"/>${glyph(CREAM, BRAND)}</svg>`;

/**
 * Maskable: the platform crops to any shape inside the central circle of 80 % of the side, so the
 * background fills the square and the glyph (at most 15.3 units from the centre) is scaled to 70 %,
 * about 34 % of the side from the centre.
 */
const maskableSvg = (size: number) => {
  const scale = 0.7;
  const offset = 16 - 16 * scale;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" fill="${BRAND}"/>` +
    `<g transform="translate(${offset} ${offset + 0.4}) scale(${scale})">${glyph(CREAM, BRAND)}</g></svg>`
  );
};

/** 1200 × 630 link preview: the mark, the name and a tagline readable in either language. */
const ogImageSvg = () => {
  const mark = 248;
  const markX = 120;
  const markY = (630 - mark) / 2 - 12;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${CREAM}"/>
  <circle cx="1150" cy="-80" r="260" fill="${SAND}"/>
  <circle cx="1180" cy="610" r="150" fill="${SAND}"/>
  <rect y="594" width="1200" height="36" fill="${BRAND}"/>
  <g transform="translate(${markX} ${markY}) scale(${mark / 32})">
    <rect width="32" height="32" rx="8" fill="${BRAND}"/>${glyph(CREAM, BRAND)}
  </g>
  <text x="436" y="290" font-family="DejaVu Serif, Georgia, serif" font-weight="700" font-size="104" fill="${INK}" letter-spacing="-2">CampusLar</text>
  <text x="440" y="370" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="${BRAND_DARK}" font-weight="700">São Paulo · student housing</text>
  <text x="440" y="424" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="${INK_SOFT}">moradia estudantil</text>
</svg>`;
};

const png = (svg: string, file: string, density?: number) =>
  sharp(Buffer.from(svg), density ? { density } : {})
    .png({ compressionLevel: 9, palette: false })
    .toFile(join(PUBLIC_DIR, file));

/** The manifest the root route links; colours as `<meta name="theme-color">` (cream) and the mark (brand). */
const manifest = {
  name: "CampusLar",
  short_name: "CampusLar",
  description:
    "Moradia estudantil perto da sua faculdade em São Paulo · Student housing near your university in São Paulo",
  lang: "pt-BR",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: CREAM,
  background_color: CREAM,
  icons: [
    { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
};

await Promise.all([
  png(markSvg(180, 0), "apple-touch-icon.png"),
  png(markSvg(192), "icon-192.png"),
  png(markSvg(512), "icon-512.png"),
  png(maskableSvg(512), "icon-maskable-512.png"),
  png(ogImageSvg(), "og-image.png"),
  writeFile(join(PUBLIC_DIR, "site.webmanifest"), `${JSON.stringify(manifest, null, 2)}\n`),
]);

for (const file of ["apple-touch-icon.png", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "og-image.png"]) {
  const meta = await sharp(join(PUBLIC_DIR, file)).metadata();
  console.info(`${file}: ${meta.width}×${meta.height}`);
}
console.info("site.webmanifest written");
