import { errorStatus } from "@campuslar/domain/errors/error-status";
import { HTML_LANG } from "@campuslar/domain/i18n/locales";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import { useFavoritesCarryOver } from "./catalogue/listing-actions/favorites-store.ts";
import { installChunkReloadGuard, isChunkLoadError, reloadForChunkError } from "./features/shell/chunk-reload.ts";
import { useFocusAfterSubmit } from "./features/shell/focus-after-submit.ts";
import { NavigationProgress } from "./features/shell/navigation-progress.tsx";
import { SiteFooter } from "./features/shell/site-footer.tsx";
import { SiteHeader } from "./features/shell/site-header.tsx";
import { WhatsAppButton } from "./features/shell/whatsapp-button.tsx";
import { useT } from "./i18n/t.ts";
import { localeMiddleware } from "./request/locale-middleware.server.ts";
import { requestIdContext } from "./request/request-id.ts";
import { siteContext } from "./request/site-context.ts";
import { loadCurrentUser } from "./session/current-user.server.ts";
import { originCheckMiddleware } from "./session/origin-check.server.ts";
import { readSessionToken } from "./session/session.server.ts";
import { sessionMiddleware } from "./session/session-middleware.server.ts";
import { useSessionSync } from "./session/session-sync.ts";
import { useOnBackoffice } from "./site/backoffice.ts";
import { usePageViews } from "./site/page-views.ts";
import { type RootData, useRootData } from "./site/root-data.ts";
import { buttonClass } from "./ui/button.tsx";
import { ErrorPanel, NotFound } from "./ui/not-found.tsx";

export const middleware: Route.MiddlewareFunction[] = [localeMiddleware, originCheckMiddleware, sessionMiddleware];

export const links: Route.LinksFunction = () => [
  // The one stylesheet gates the first paint: with a precedence, React puts it ahead of the
  // scripts' preloads in <head>, so it is not queued behind them on an HTTP/1.1 connection.
  { rel: "stylesheet", href: appStylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/**
 * Who is logged in (spec §4): with a session cookie, the current user comes from
 * `/v2/user/me`. If that fails the visitor is shown logged out; a 401 also clears the cookie
 * (the session middleware), any other failure leaves it for the next page.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { publicUrl: origin, creci, mapTiles } = context.get(siteContext);
  const requestId = context.get(requestIdContext);
  if (!(await readSessionToken(request))) return { origin, creci, mapTiles, requestId, user: null };
  return { origin, creci, mapTiles, requestId, user: await loadCurrentUser(context) };
}

/**
 * The user is read again after every navigation, not only after forms: a 401 met by any
 * page's loader has just ended the session, and the top bar must say so on that same page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = () => true;

/**
 * The document around every page and every error. The language comes from the path, so
 * `<html lang>` is right in the server render and follows client navigation between languages.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { locale, t } = useT();
  const backoffice = useOnBackoffice();
  useEffect(() => {
    // Lets tests (and styles) tell a hydrated page from server HTML, error pages included.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={HTML_LANG[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fcf8f2" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:rounded-md focus:bg-pine-800 focus:px-4 focus:py-2 focus:text-white"
        >
          {t("site.skipToContent")}
        </a>
        <NavigationProgress />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {/* The backoffice is a work tool: no marketing footer, no messaging bubble over its tables. */}
        {backoffice ? null : <SiteFooter />}
        {backoffice ? null : <WhatsAppButton />}
        <DeferredCookieNotice />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The privacy note shows only after hydration anyway: its code waits until the page is idle,
// so it costs nothing on the way to the first paint and the first interaction. A page that is
// never idle (a slow phone still loading images) shows it after two seconds all the same.
const CookieNotice = lazy(() =>
  import("./features/shell/cookie-notice.tsx").then((m) => ({ default: m.CookieNotice })),
);

function DeferredCookieNotice() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const show = () => setReady(true);
    if (window.requestIdleCallback) window.requestIdleCallback(show, { timeout: 2000 });
    else window.setTimeout(show, 1);
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <CookieNotice />
    </Suspense>
  ) : null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { locale } = useT();
  usePageViews();
  useFocusAfterSubmit();
  useSessionSync(loaderData.user?.id ?? null);
  useFavoritesCarryOver(loaderData.user?.id ?? null, locale);
  useEffect(() => {
    installChunkReloadGuard(ChunkLoadFailed);
    // Vite's signal that a page's code could not be fetched (often: a deploy replaced it).
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, []);
  return <Outlet />;
}

/**
 * Spec §8: a 404 shows "This page could not be found" with a link home; anything else shows
 * its status (`errorStatus`: statusCode, status or response.status; default 500) and a message. Server error details never reach the visitor in
 * production. A page whose code failed to load reloads instead (at most once a minute).
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  const chunkFailed = isChunkLoadError(error);
  useEffect(() => {
    if (chunkFailed) reloadForChunkError();
  }, [chunkFailed]);
  // Spec §8: the status is the error's `statusCode`, `status` or `response.status`, else 500.
  const status = errorStatus(error);
  // The request's id, for a report: from the root loader, which ran unless it is what failed.
  const { requestId } = useRootData();
  if (status === 404) return <NotFound />;
  if (chunkFailed) return <ChunkLoadFailed />;

  return (
    <ErrorPanel code={String(status)} title={t("error.title", { status })} message={errorMessage(error, status, t)}>
      {status >= 500 && requestId ? (
        <p className="text-sm text-ink-700">
          {t("error.reference")} <code className="font-mono text-ink-900 select-all">{requestId}</code>
        </p>
      ) : null}
    </ErrorPanel>
  );
}

/** A page whose code could not be loaded: say so, and offer a full load of the same address. */
function ChunkLoadFailed() {
  const { t } = useT();
  const { pathname, search } = useLocation();
  return (
    <ErrorPanel code="" title={t("error.chunk.title")} message={t("error.chunk.hint")}>
      {/* A plain link: a full page load fetches the site's current code. */}
      <a href={`${pathname}${search}`} className={buttonClass()}>
        {t("error.chunk.retry")}
      </a>
    </ErrorPanel>
  );
}

/**
 * What an error page says. A 4xx carries a message meant for the visitor (`data("...", 403)`);
 * a 5xx's text may hold internals (a stack, a path), so it shows only in development.
 */
function errorMessage(error: unknown, status: number, t: ReturnType<typeof useT>["t"]): string {
  if (isRouteErrorResponse(error) && status < 500 && typeof error.data === "string" && error.data.trim() !== "") {
    return error.data;
  }
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return t("error.generic");
}
