import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { t as translate } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import type { Route } from "./+types/alert-unsubscribe-page";
import { AlertTokenPage } from "./alert-token-page.tsx";
import { tokenAction } from "./alerts.server.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/** `/alertas/cancelar?token=…`: the unsubscribe link of every alert e-mail; the page's button does it, opening it does nothing. */
export function loader({ url }: Route.LoaderArgs) {
  const token = url.searchParams.get("token");
  return { token: token && /^[\w-]{20,200}$/.test(token) ? token : null };
}

export const action = (args: Route.ActionArgs) => tokenAction(args, "/v2/alerts/unsubscribe");

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.alertUnsubscribe.title"),
    description: translate(locale, "page.alertUnsubscribe.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function AlertUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertTokenPage kind="unsubscribe" token={loaderData.token} result={actionData} />;
}
