import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { resumableDraft } from "@campuslar/domain/listing/drafts";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { href } from "@campuslar/domain/routes/route-table";
import type { ShouldRevalidateFunction } from "react-router";
import { OwnerPayoutsLink, OwnerRentalsLink } from "../../catalogue/rental-links/rental-links.tsx";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/owner-listings-page";
import { NewListingButton } from "./components/new-listing-modal.tsx";
import { OwnerListingCard } from "./components/owner-listing-card.tsx";
import { ReceivedInterests } from "./components/received-interests.tsx";
import { DELETED_PARAM, listingAction, SENT_PARAM } from "./owner-listing-actions.server.ts";
import { loadOwnerInterests, loadOwnerListings } from "./owner-listings.server.ts";
import "./messages.ts";
import "../../catalogue/listing-actions/visit-slot-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "owner.page.title"),
    description: t(locale, "owner.page.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/**
 * `/meus-imoveis`: the owner's dashboard, for any logged-in user (listing the first home makes
 * a tenant an owner); the account area's layout sends a visitor to log in and back. Listings
 * and the interests received come from the API with the page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const [listings, interests] = await Promise.all([
    loadOwnerListings(context, locale),
    loadOwnerInterests(context, locale),
  ]);
  const sent = url.searchParams.get(SENT_PARAM)?.toUpperCase() ?? "";
  const deleted = url.searchParams.get(DELETED_PARAM)?.toUpperCase() ?? "";
  return {
    listings,
    interests,
    sent: isPropertyCode(sent) ? sent : null,
    deleted: isPropertyCode(deleted) ? deleted : null,
    // "List a place" opens this draft again rather than starting another.
    resume: resumableDraft(listings ?? []),
  };
}

export const action = (args: Route.ActionArgs) => listingAction(args);

/**
 * An autosave of a listing that already exists changes nothing this page shows until the
 * modal closes; skipping the reload keeps typing smooth. Everything else reloads as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "save" && formData.get("code")) return false;
  return defaultShouldRevalidate;
};

export default function OwnerListings({
  loaderData: { listings, interests, sent, deleted, resume },
  actionData,
}: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const action = href("ownerListings", locale);
  const deleteFailed = actionData?.intent === "delete" && !actionData.ok ? actionData.message : null;
  return (
    <>
      <PageHeader title={translate("owner.page.title")} lead={translate("owner.page.description")}>
        <div className="mt-6">
          <NewListingButton action={action} sentCode={sent} resume={resume} />
          <AppLink
            to={href("ownerVisits", locale)}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
          >
            {translate("visitSlots.ownerLink")}
          </AppLink>
          <OwnerRentalsLink className="mt-4 ml-6" />
          <OwnerPayoutsLink className="mt-4 ml-6" />
        </div>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-10 sm:px-8 lg:grid-cols-5 lg:items-start">
        {sent ? (
          <section
            aria-labelledby="owner-sent"
            role="status"
            className="rounded-2xl border border-pine-600 bg-pine-50 p-5 lg:col-span-5"
          >
            <h2 id="owner-sent" className="font-display text-h3 font-semibold text-ink-900">
              {translate("owner.sent.title")}
            </h2>
            <p className="mt-1 text-ink-700">{translate("owner.sent.text", { code: sent })}</p>
          </section>
        ) : null}

        {deleted ? (
          <section
            aria-labelledby="owner-deleted"
            role="status"
            className="rounded-2xl border border-sand-300 bg-white p-5 lg:col-span-5"
          >
            <h2 id="owner-deleted" className="font-display text-h3 font-semibold text-ink-900">
              {translate("owner.deleted.title")}
            </h2>
            <p className="mt-1 text-ink-700">{translate("owner.deleted.text", { code: deleted })}</p>
          </section>
        ) : null}
        {deleteFailed ? <FormAlert className="lg:col-span-5">{deleteFailed}</FormAlert> : null}

        <section aria-labelledby="owner-listings" className="min-w-0 lg:col-span-3">
          <h2 id="owner-listings" className="font-display text-h2 font-semibold text-ink-900">
            {translate("owner.listings.heading")}
          </h2>
          {listings === null ? (
            <p className="mt-4 text-ink-700">{translate("owner.unavailable")}</p>
          ) : listings.length === 0 ? (
            <div className="mt-4 rounded-2xl border border-dashed border-sand-300 bg-white p-6">
              <h3 className="font-semibold text-ink-900">{translate("owner.empty.title")}</h3>
              <p className="mt-1 text-ink-700">{translate("owner.empty.text")}</p>
            </div>
          ) : (
            <ul className="mt-4 space-y-5">
              {listings.map((listing) => (
                <OwnerListingCard key={listing.code} listing={listing} action={action} />
              ))}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="owner-interests"
          className="min-w-0 rounded-2xl border border-sand-200 bg-white p-5 sm:p-6 lg:col-span-2"
        >
          <h2 id="owner-interests" className="font-display text-h3 font-semibold text-ink-900">
            {translate("owner.interests.heading")}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{translate("owner.interests.lead")}</p>
          <ReceivedInterests interests={interests} />
        </section>
      </div>
    </>
  );
}
