import { href } from "@campuslar/domain/routes/route-table";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import { ErrorPanel, NotFound } from "../../../ui/not-found.tsx";
import "../messages.ts";

/**
 * The backoffice's error page. A logged-in user who is not staff gets a 403 that says so in
 * their language, with the way back home; any other failure reads like the site's error page.
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { locale, t } = useT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return <NotFound />;
  if (status === 403) {
    return (
      <ErrorPanel code="403" title={t("admin.forbidden.title")} message={t("admin.forbidden.text")}>
        <AppLink to={href("home", locale)} className={buttonClass()}>
          {t("admin.forbidden.home")}
        </AppLink>
      </ErrorPanel>
    );
  }
  return <ErrorPanel code={String(status)} title={t("error.title", { status })} message={t("admin.unavailable")} />;
}
