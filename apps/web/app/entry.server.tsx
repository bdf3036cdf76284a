import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  type HandleErrorFunction,
  isRouteErrorResponse,
  type RouterContextProvider,
  ServerRouter,
} from "react-router";
import { CspNonce, cspNonceContext } from "./request/csp-nonce.ts";
import { requestIdContext } from "./request/request-id.ts";

export const streamTimeout = 5_000;

/**
 * React Router's default server entry, plus the page's CSP nonce (docs/decisions/015): on
 * `<ServerRouter>`, which writes it on its own inline scripts (the hydration data, the module
 * loader, `<Scripts>`, `<ScrollRestoration>`, the streamed data) and on the module preloads, on
 * React's own streaming scripts, and in a context for the app's inline scripts (JSON-LD).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext) ?? undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers (and SPA mode) get the whole page at once rather than a streamed shell.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Aborted after `streamTimeout`, with time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonce.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Cleared so the closure (and the page) is not kept until the timer fires.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject and are logged by React Router; log the streamed ones.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A loader's, action's or render's error, logged as one JSON line with the request's id (the one
 * on the error page and in the API's log lines of the same page), so a visitor's report finds it.
 * Answers a loader throws on purpose (a 404, a redirect) are not errors; an aborted request is not either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  const requestId = (context as RouterContextProvider | undefined)?.get(requestIdContext) ?? null;
  const err = error instanceof Error ? { message: error.message, stack: error.stack } : { message: String(error) };
  console.error(
    JSON.stringify({
      level: 50,
      time: Date.now(),
      requestId,
      path: new URL(request.url).pathname,
      err,
      msg: "page error",
    }),
  );
};
