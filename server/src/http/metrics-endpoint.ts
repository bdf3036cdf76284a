import { timingSafeEqual } from "node:crypto";
import type { Handler } from "hono";

/** The metrics a scraper bearing `token` (`METRICS_TOKEN`) may read, and how to render them. */
export type MetricsSource = { token: string; render: () => Promise<{ body: string; contentType: string }> };

/** `/metrics`: the rendered metrics for the bearer of the token, a 401 for anyone else. */
export function metricsEndpoint(metrics: MetricsSource): Handler {
  const expected = Buffer.from(`Bearer ${metrics.token}`);
  return async (c) => {
    const given = Buffer.from(c.req.header("authorization") ?? "");
    // Compared in constant time, so the answer's timing says nothing of the token.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return c.text("Unauthorized\n", 401, {
        "WWW-Authenticate": 'Bearer realm="metrics"',
        "Cache-Control": "no-store",
      });
    }
    const { body, contentType } = await metrics.render();
    return c.body(body, 200, { "Content-Type": contentType, "Cache-Control": "no-store" });
  };
}
