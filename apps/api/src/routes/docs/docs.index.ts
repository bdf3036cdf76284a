import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Hono } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";

// Swagger UI is served from the package itself, so the docs work offline and on a closed network.
const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const assets: Record<string, { type: string; body: string }> = {
  "swagger-ui.css": { type: "text/css; charset=utf-8", body: readFileSync(join(swaggerDir, "swagger-ui.css"), "utf8") },
  "swagger-ui-bundle.js": {
    type: "text/javascript; charset=utf-8",
    body: readFileSync(join(swaggerDir, "swagger-ui-bundle.js"), "utf8"),
  },
};

const page = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>CampusLar API</title>
  <link rel="stylesheet" href="/v2/docs/swagger-ui.css">
</head>
<body>
  <div id="docs"></div>
  <script src="/v2/docs/swagger-ui-bundle.js"></script>
  <script>SwaggerUIBundle({ url: "/v2/openapi.json", dom_id: "#docs", deepLinking: true, tryItOutEnabled: true });</script>
</body>
</html>`;

/** `/v2/docs`: a readable, try-it-out page over `/v2/openapi.json`. */
export const docsRouter = new Hono<AppEnv>()
  .get("/docs", (c) => c.html(page))
  .get("/docs/:asset", (c) => {
    const asset = assets[c.req.param("asset")];
    if (!asset) return c.notFound();
    c.header("Content-Type", asset.type);
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(asset.body);
  });
