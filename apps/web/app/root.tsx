import { HTML_LANG } from "@campuslar/domain/i18n/locales";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ErrorPanel, NotFound } from "./components/not-found.tsx";
import { SiteFooter } from "./components/site-footer.tsx";
import { SiteHeader } from "./components/site-header.tsx";
import { useT } from "./i18n/t.ts";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/**
 * The document around every page and every error. The language comes from the path, so
 * `<html lang>` is right in the server render and follows client navigation between languages.
 */
export function Layout({ children }: { children: ReactNode }) {
  const { locale, t } = useT();
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
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Spec §8: a 404 shows "page not found" with a link home; anything else shows its status
 * (default 500) and a message. Server error details never reach the visitor in production.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useT();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;

  const status = isRouteErrorResponse(error) ? error.status : 500;
  let message = t("error.generic");
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data.trim() !== "") {
    message = error.data;
  } else if (import.meta.env.DEV && error instanceof Error) {
    message = error.message;
  }
  return <ErrorPanel code={String(status)} title={t("error.title", { status })} message={message} />;
}
