/** Latency summary shared by the HTTP and the raw SQL side, so both are read the same way. */
export type Latency = { p50: number; p95: number; p99: number };

/** Nearest-rank percentiles of latencies in milliseconds, rounded to 0.01 ms. */
export function percentiles(samples: number[]): Latency {
  const sorted = Float64Array.from(samples).sort();
  const at = (p: number) => {
    if (sorted.length === 0) return Number.NaN;
    const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
    return Math.round(value * 100) / 100;
  };
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** Small deterministic generator (mulberry32), so two runs pick the same sequence of codes. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
