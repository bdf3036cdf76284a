/** What the fault tests read of an answer: the status, the body as text, its headers and how long it took. */
export type Answer = {
  status: number;
  body: string;
  headers: Headers;
  ms: number;
  retryAfter: string | null;
  requestId: string | null;
};

export type CallOptions = {
  /** JSON body; with one the method defaults to POST. */
  body?: unknown;
  token?: string;
  method?: string;
  /** The client's address as the trusted proxy forwards it; a new one from the caller's source by default. */
  address?: string;
  timeoutMs?: number;
};

/**
 * The one way the fault tests call a running server: each request from the address `nextAddress`
 * gives (so the per-address limits stay out of a test that is about something else), redirects
 * not followed, and a time limit, so a hang fails the test instead of stalling it.
 */
export function createCaller(nextAddress: () => string) {
  return async function call(base: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { "X-Forwarded-For": options.address ?? nextAddress() };
    if (options.body !== undefined) headers["content-type"] = "application/json";
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const started = Date.now();
    const res = await fetch(`${base}${path}`, {
      method: options.method ?? (options.body === undefined ? "GET" : "POST"),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const body = await res.text();
    return {
      status: res.status,
      body,
      headers: res.headers,
      ms: Date.now() - started,
      retryAfter: res.headers.get("retry-after"),
      requestId: res.headers.get("x-request-id"),
    };
  };
}
