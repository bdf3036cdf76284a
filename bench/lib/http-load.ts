import autocannon from "autocannon";
import { onCleanup } from "./processes.ts";
import { chooser, type Scenario } from "./scenarios.ts";
import { type Latency, percentiles } from "./stats.ts";

export type HttpResult = Latency & {
  requests: number;
  perSecond: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
};

/**
 * Requests every distinct path once, one after another: a path the API refuses is a mistake
 * in this benchmark, better reported before thirty seconds of 4xx; it also warms the server
 * (JIT, plan cache, pages in memory) so the first measured seconds are not its start-up.
 */
export async function checkPaths(baseUrl: string, scenario: Scenario): Promise<void> {
  for (const path of scenario.paths) {
    const res = await fetch(baseUrl + path);
    const body = await res.text();
    if (res.status !== 200)
      throw new Error(`${scenario.name}: GET ${path} answered ${res.status}: ${body.slice(0, 300)}`);
  }
}

/**
 * Drives the scenario with autocannon. Latency percentiles are computed here from every
 * response time rather than taken from autocannon's summary, which has no p95 and leaves
 * non-2xx answers out; the raw SQL side is summarised by the same function.
 */
export function driveHttp(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; durationS: number },
): Promise<HttpResult> {
  const next = chooser(scenario);
  const latencies: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.durationS,
        requests: [{ method: "GET", setupRequest: (request) => ({ ...request, path: scenario.paths[next()] }) }],
      },
      (error, result) => {
        if (error) return reject(error);
        const seconds = result.duration;
        resolve({
          ...percentiles(latencies),
          requests: latencies.length,
          perSecond: Math.round(latencies.length / seconds),
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          seconds,
        });
      },
    );
    // On Ctrl-C, stop sending first: the server finishes requests in flight before it exits,
    // and a load that keeps coming would hold it to its shutdown grace time.
    onCleanup(() => instance.stop());
    instance.on("response", (_client, _status, _bytes, responseTime) => {
      latencies.push(responseTime);
    });
  });
}
