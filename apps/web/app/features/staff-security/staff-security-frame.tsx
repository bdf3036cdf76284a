import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { isRouteErrorResponse, type MetaDescriptor, useRouteError } from "react-router";
import { type MessageKey, t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ErrorPanel, NotFound } from "../../ui/not-found.tsx";
import "./messages.ts";

/** A security page's head: its title and line, never indexed. */
export function staffSecurityMeta(
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
  if (error) return [{ name: "robots", content: "noindex" }];
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, title),
    description: translate(locale, description),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/** A logged-in user who is not staff gets a 403 in their language; any other failure reads like the site's error page. */
export function StaffSecurityErrorBoundary() {
  const error = useRouteError();
  const { locale, t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFound />;
  if (status === 403) {
    return (
      <ErrorPanel code="403" title={t("staffSecurity.forbidden.title")} message={t("staffSecurity.forbidden.text")}>
        <AppLink to={href("home", locale)} className={buttonClass()}>
          {t("staffSecurity.forbidden.home")}
        </AppLink>
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel code={String(status)} title={t("error.title", { status })} message={t("staffSecurity.unavailable")} />
  );
}
