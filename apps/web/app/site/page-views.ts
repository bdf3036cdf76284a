import type { PageViewEvent } from "@campuslar/domain/events/page-view";
import { PAGE_VIEW_DELAY_MS } from "@campuslar/domain/events/page-view-delay";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { useEffect, useRef } from "react";
import { useLocation, useParams } from "react-router";

/**
 * Where the visitor came from, without anything that could identify them: a page of this site
 * by its path, another site by its origin only (a query string can carry an e-mail or a name).
 */
export function anonymousReferrer(referrer: string, ownOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    return url.origin === ownOrigin ? url.pathname : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Spec §7: a page view is sent 250 ms after each route change (a visitor who moves on at once
 * did not view the page). It carries no identifier: path, language, the referring page and, on
 * a listing, its code (docs/decisions/005-language-consent-and-session.md), so it needs no
 * consent under the LGPD.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const { code } = useParams();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const referrer =
      previous.current === null ? anonymousReferrer(document.referrer, window.location.origin) : previous.current;
    previous.current = pathname;
    const timer = window.setTimeout(() => {
      const event: PageViewEvent = { path: pathname, locale: localeFromPath(pathname) };
      if (referrer) event.referrer = referrer;
      if (code) event.propertyCode = code;
      void fetch("/v2/events/page-view", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(event),
        keepalive: true,
      }).catch(() => {
        // A lost page view is not worth bothering the visitor with.
      });
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, code]);
}
