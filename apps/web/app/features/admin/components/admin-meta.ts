import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { MetaDescriptor } from "react-router";
import { type MessageKey, t } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import "../messages.ts";

/** A backoffice page's head: its title and line, never indexed. */
export function adminMeta(
  {
    location,
    matches,
    error,
  }: {
    location: { pathname: string };
    matches: readonly ({ id: string; loaderData?: unknown } | undefined)[];
    error?: unknown;
  },
  title: MessageKey,
  description: MessageKey,
): MetaDescriptor[] {
  // The error page (403 for a non-staff user) writes its own title.
  if (error) return [{ name: "robots", content: "noindex" }];
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, title),
    description: t(locale, description),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}
