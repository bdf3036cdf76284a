import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { OwnerListingListSchema } from "@campuslar/domain/listing/owner-listing-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { type OwnerVisit, OwnerVisitListSchema } from "@campuslar/domain/visits/visit-forms";
import { data } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { asSentence } from "../../i18n/sentence.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/owner-visits-page";
import { DecisionButtons, OwnerVisitFacts } from "./visit-owner-answer-page.tsx";
import { formText, loadVisitData, sendVisitChange } from "./visits.server.ts";
import "./messages.ts";

type ListActionData = { id: string; done?: "confirm" | "decline"; errors?: FormErrors };

/**
 * `/agenda-de-visitas`: the owner's coming visits, soonest first, each with confirm and decline,
 * and a link to each listing's visit hours. Reached from the owner's listings.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const [visits, listings] = await Promise.all([
    loadVisitData(context, "/v2/owner/visits", OwnerVisitListSchema, locale),
    loadVisitData(context, "/v2/owner/listings", OwnerListingListSchema, locale),
  ]);
  return {
    visits: visits.items,
    listings: listings.items.map((l) => ({ code: l.code, title: l.form.title || l.code })),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const id = formText(form, "id");
  const decision = formText(form, "decision") === "decline" ? "decline" : "confirm";
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw data(null, { status: 400 });
  const result = await sendVisitChange<OwnerVisit>(context, `/v2/owner/visits/${id}/${decision}`, undefined, locale);
  if (!result.ok) return data({ id, errors: result.errors } satisfies ListActionData, { status: result.status });
  return { id, done: decision } satisfies ListActionData;
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "visits.ownerList.title"),
    description: translate(locale, "visits.ownerList.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function OwnerVisitsPage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as ListActionData | undefined;
  const { locale, t } = useT();
  const { visits, listings } = loaderData;
  return (
    <>
      <PageHeader title={t("visits.ownerList.title")} lead={t("visits.ownerList.description")} />
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 sm:px-8 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="visits-heading" className="lg:col-span-2">
          <h2 id="visits-heading" className="sr-only">
            {t("visits.ownerList.title")}
          </h2>
          {visits.length === 0 ? (
            <p className="text-ink-700">{t("visits.ownerList.none")}</p>
          ) : (
            <ul className="space-y-4">
              {visits.map((visit) => (
                <li key={visit.id} className="rounded-xl border border-sand-200 bg-white p-4" data-testid="owner-visit">
                  <p className="mb-2 font-semibold text-ink-900">
                    {visit.propertyTitle} · {visit.propertyCode}
                  </p>
                  <OwnerVisitFacts visit={visit} />
                  {actionData?.id === visit.id && actionData.errors?.form ? (
                    <p role="alert" className="mt-2 text-sm font-semibold text-brand-800">
                      {asSentence(actionData.errors.form, locale)}
                    </p>
                  ) : null}
                  {actionData?.id === visit.id && actionData.done ? (
                    <p role="status" className="mt-2 text-sm font-semibold text-pine-800">
                      {t(actionData.done === "confirm" ? "visits.owner.confirmed" : "visits.owner.declined")}
                    </p>
                  ) : null}
                  {visit.decidable ? (
                    <div className="mt-3">
                      <DecisionButtons visit={visit} id={visit.id} />
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="schedules-heading" className="rounded-xl border border-sand-200 bg-white p-4">
          <h2 id="schedules-heading" className="font-display text-h3 font-semibold text-ink-900">
            {t("visits.ownerList.schedules")}
          </h2>
          {listings.length === 0 ? (
            <p className="mt-2 text-ink-700">{t("visits.ownerList.noListings")}</p>
          ) : (
            <ul className="mt-2 space-y-1">
              {listings.map((listing) => (
                <li key={listing.code}>
                  <AppLink
                    to={href("ownerVisitSchedule", locale, { code: listing.code })}
                    className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
                  >
                    {t("visits.ownerList.editSchedule", { code: listing.code })}
                  </AppLink>
                  <span className="block text-sm text-ink-600">{listing.title}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
