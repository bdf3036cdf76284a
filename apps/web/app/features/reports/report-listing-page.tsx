import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { useNavigation } from "react-router";
import { loadProperty } from "../../api/catalogue.server.ts";
import { ReportListingPageForm, ReportThanks } from "../../catalogue/listing-actions/report-listing-form.tsx";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { Route } from "./+types/report-listing-page";
import { submitReport } from "./report-listing.server.ts";
import "../../catalogue/listing-actions/report-listing-messages.ts";

/**
 * `/denunciar/:code`: the report form on a page of its own. The property page's form
 * posts here, so it works without JavaScript; an unknown or unpublished code is a 404.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const property = await loadProperty(context, params.code.toUpperCase(), locale);
  return {
    code: property.code,
    title: property.title,
    propertyHref: href(property.purpose === "sale" ? "propertySale" : "property", locale, { code: property.code }),
    // A fresh key per render of the form: a double submit of this render is one report.
    idempotencyKey: crypto.randomUUID(),
  };
}

export const action = (args: Route.ActionArgs) => submitReport(args);

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "report.pageTitle", { code: loaderData?.code ?? "" }),
    description: translate(locale, "report.pageDescription"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    // One visitor's form: nothing for search engines.
    noindex: true,
  });
}

export default function ReportListingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const { code, title, propertyHref, idempotencyKey } = loaderData;
  const pending = useNavigation().state === "submitting";
  const back = (
    <AppLink to={propertyHref} className="mt-3 inline-block font-semibold text-pine-800 underline">
      {t("report.back")}
    </AppLink>
  );
  return (
    <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="font-display text-h2 font-semibold text-ink-900">{t("report.pageTitle", { code })}</h1>
      <p className="mt-1 font-medium text-ink-900">{title}</p>
      {actionData?.sent ? (
        <div className="mt-6">
          <ReportThanks>{back}</ReportThanks>
        </div>
      ) : (
        <>
          <p className="mt-3 mb-6 text-ink-700">{t("report.intro")}</p>
          <ReportListingPageForm idempotencyKey={idempotencyKey} result={actionData} pending={pending} />
          {back}
        </>
      )}
    </div>
  );
}
