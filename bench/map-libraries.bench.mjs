/**
 * Decision 023's measurement: Leaflet and MapLibre GL JS, each loaded on a blank page at
 * 390 × 844 with 4× CPU throttling in the system Chromium, with 200 markers and no tiles. It
 * times the page's first script to the library loaded, and to the map drawn: two frames after
 * Leaflet's setup, MapLibre's `load` event. It also reports each library's size, gzip -9.
 * Needs the npm registry (it packs the two libraries into a temporary directory).
 *
 *   node bench/map-libraries.bench.mjs [--runs 5]
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { extname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 5;
const dir = mkdtempSync(join(tmpdir(), "map-libraries-"));
const LIBS = { leaflet: "leaflet@1.9.4", maplibre: "maplibre-gl@6.17.0", supercluster: "supercluster@9.1.0" };
for (const spec of Object.values(LIBS)) execFileSync("npm", ["pack", spec, "--silent"], { cwd: dir });
for (const file of execFileSync("ls", [dir]).toString().trim().split("\n")) {
  execFileSync("tar", ["xzf", file, `--one-top-level=${file.replace(/\.tgz$/, "")}`], { cwd: dir });
}
const pkg = (name) => join(dir, `${LIBS[name].replace("@", "-")}`, "package", "dist");
const files = {
  "leaflet.js": join(pkg("leaflet"), "leaflet.js"),
  "leaflet.css": join(pkg("leaflet"), "leaflet.css"),
  "maplibre-gl.mjs": join(pkg("maplibre"), "maplibre-gl.mjs"),
  "maplibre-gl-worker.mjs": join(pkg("maplibre"), "maplibre-gl-worker.mjs"),
  "maplibre-gl.css": join(pkg("maplibre"), "maplibre-gl.css"),
  "supercluster.min.js": join(pkg("supercluster"), "supercluster.min.js"),
};
const sizes = Object.fromEntries(
  Object.entries(files).map(([name, path]) => [
    name,
    Math.round(gzipSync(readFileSync(path), { level: 9 }).length / 102.4) / 10,
  ]),
);

const MARKERS =
  "for (let i = 0; i < 200; i++) { const a = -23.56 + (Math.random() - 0.5) * 0.1, b = -46.66 + (Math.random() - 0.5) * 0.1;";
const pages = {
  "leaflet.html": `<!doctype html><link rel="stylesheet" href="leaflet.css"><style>body{margin:0}#m{width:100vw;height:100vh}</style><div id="m"></div>
<script>window.t0 = performance.now(); const s = document.createElement("script"); s.src = "leaflet.js"; s.onload = () => {
window.tLoaded = performance.now(); const map = L.map("m").setView([-23.56, -46.66], 13);
${MARKERS} L.marker([a, b]).addTo(map); }
requestAnimationFrame(() => requestAnimationFrame(() => { window.tReady = performance.now(); })); }; document.head.appendChild(s);</script>`,
  "maplibre.html": `<!doctype html><link rel="stylesheet" href="maplibre-gl.css"><style>body{margin:0}#m{width:100vw;height:100vh}</style><div id="m"></div>
<script type="module">window.t0 = performance.now(); const ns = await import("./maplibre-gl.mjs"); const gl = ns.default ?? ns;
gl.setWorkerUrl(new URL("./maplibre-gl-worker.mjs", location.href).href); window.tLoaded = performance.now();
const map = new gl.Map({ container: "m", center: [-46.66, -23.56], zoom: 13, style: { version: 8, sources: {}, layers: [{ id: "bg", type: "background", paint: { "background-color": "#eee" } }] } });
${MARKERS} new gl.Marker().setLngLat([b, a]).addTo(map); }
map.on("load", () => { window.tReady = performance.now(); });</script>`,
};
for (const [name, html] of Object.entries(pages)) writeFileSync(join(dir, name), html);

const types = { ".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css" };
const server = createServer((req, res) => {
  const name = (req.url ?? "/").split("?")[0].slice(1);
  const path = files[name] ?? (pages[name] ? join(dir, name) : null);
  if (!path) return res.writeHead(404).end();
  res.writeHead(200, { "content-type": types[extname(name)] ?? "application/octet-stream" }).end(readFileSync(path));
}).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const port = server.address().port;

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader"],
});
const timings = {};
for (const lib of ["leaflet", "maplibre"]) {
  timings[lib] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`http://127.0.0.1:${port}/${lib}.html`);
    await page.waitForFunction(() => window.tReady, null, { timeout: 60_000 });
    timings[lib].push(
      await page.evaluate(() => ({ loaded: window.tLoaded - window.t0, ready: window.tReady - window.t0 })),
    );
    await context.close();
  }
}
await browser.close();
server.close();

const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];
console.info(`sizes (KB, gzip -9): ${JSON.stringify(sizes)}`);
for (const [lib, list] of Object.entries(timings)) {
  console.info(
    `${lib}: loaded median ${Math.round(median(list.map((t) => t.loaded)))} ms, drawn median ${Math.round(median(list.map((t) => t.ready)))} ms (runs: ${list.map((t) => Math.round(t.ready)).join(", ")})`,
  );
}
