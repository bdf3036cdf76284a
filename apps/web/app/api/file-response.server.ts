/*
 * Files the API answers (a CSV export, a document, a PDF) go through the web server, which holds
 * the session the browser cannot send to the API; they are passed on as they stream, never kept.
 */

/**
 * `answer` passed on: its body and the headers named in `keep` when it is a success, its status
 * alone otherwise; never cached, since each is one person's.
 */
export function passFileThrough(
  answer: Response,
  keep: readonly string[],
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers({ "Cache-Control": "private, no-store", ...extra });
  for (const name of keep) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return answer.ok
    ? new Response(answer.body, { status: 200, headers })
    : new Response(null, { status: answer.status, headers });
}

/** The path of the page a link was followed from, or "/": a file's words follow that page's language. */
export function refererPath(request: Request): string {
  try {
    return new URL(request.headers.get("Referer") ?? "/", request.url).pathname;
  } catch {
    return "/";
  }
}
