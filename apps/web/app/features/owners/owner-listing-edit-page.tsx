import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, type ShouldRevalidateFunction } from "react-router";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/owner-listing-edit-page";
import { ListingChangesNotice } from "./components/listing-changes-notice.tsx";
import { ListingEditor } from "./components/listing-editor.tsx";
import { DISCARDED_PARAM, listingAction } from "./owner-listing-actions.server.ts";
import { loadOwnerListing } from "./owner-listings.server.ts";
import { PHOTO_ERROR_PARAM, photoErrorText } from "./owner-photos.ts";
import "./messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "owner.edit.title"),
    description: t(locale, "owner.edit.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

/**
 * `/meus-imoveis/:code`: one listing's form as a whole page, the deep link for editing and
 * the form without JavaScript (with it, the dashboard's modal holds the same form). Someone
 * else's listing is a 404, as the API answers.
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const listing = await loadOwnerListing(context, params.code.toUpperCase(), locale);
  if (listing === null) throw data(null, { status: 404 });
  if (listing === undefined) throw data(null, { status: 503 });
  return {
    listing,
    discarded: url.searchParams.get(DISCARDED_PARAM),
    photoError: photoErrorText(url.searchParams.get(PHOTO_ERROR_PARAM), locale, t(locale, "owner.photos.unavailable")),
  };
}

export const action = (args: Route.ActionArgs) => listingAction(args);

/** Autosaves change nothing the page draws from its data: the inputs already show them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) => {
  if (formData?.get("intent") === "save") return false;
  return defaultShouldRevalidate;
};

export default function OwnerListingEdit({
  loaderData: { listing, discarded, photoError },
  actionData,
}: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const failed = actionData && !actionData.ok && "errors" in actionData ? actionData : undefined;
  const cep = actionData?.intent === "cep" && actionData.ok ? actionData : undefined;
  const saved = actionData?.intent === "save" && actionData.ok;
  const discard = actionData?.intent === "discardChanges" ? actionData : undefined;
  const editPath = href("ownerListingEdit", locale, { code: listing.code });
  return (
    <>
      <PageHeader title={translate("owner.edit.title")} lead={translate("owner.edit.description")}>
        <AppLink
          to={href("ownerListings", locale)}
          className="mt-4 inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4"
        >
          {translate("owner.edit.back")}
        </AppLink>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-5 py-10 sm:px-8">
        <section
          aria-labelledby="listing-form-heading"
          className="rounded-2xl border border-sand-200 bg-white p-5 sm:p-8"
        >
          <div className="mb-6 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="listing-form-heading" className="font-display text-h2 font-semibold text-ink-900">
              {translate("owner.form.heading.edit")}
            </h2>
            <p className="text-sm text-ink-700">
              {translate("owner.code", { code: listing.code })} ·{" "}
              <span className="font-semibold">{translate(`owner.status.${listing.status}`)}</span>
            </p>
          </div>
          {listing.rejectionReason ? (
            <p className="mb-6 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-brand-800">
              {translate("owner.rejected", { reason: listing.rejectionReason })}
            </p>
          ) : null}
          <ListingChangesNotice listing={listing} action={editPath} />
          {discarded && !listing.changes ? (
            <p role="status" className="mb-6 rounded-lg bg-pine-50 px-4 py-3 font-medium text-pine-800">
              {translate("owner.changes.discarded")}
            </p>
          ) : null}
          {discard ? <FormAlert className="mb-6">{discard.message}</FormAlert> : null}
          {saved ? (
            <p role="status" className="mb-6 rounded-lg bg-pine-50 px-4 py-3 font-medium text-pine-800">
              {translate(listing.status === "published" ? "owner.form.savedForReview" : "owner.form.saved")}
            </p>
          ) : null}
          <ListingEditor
            // A discarded change brings back the published values: the inputs start again from them.
            // Nothing else remounts the form (a revalidation must not lose what is being typed).
            key={`${listing.code}:${discarded ?? ""}`}
            listing={listing}
            action={editPath}
            values={failed?.values ?? cep?.values}
            errors={failed?.errors}
            notice={cep?.notice}
            photoError={photoError}
            returnTo={editPath}
            labelledBy="listing-form-heading"
          />
        </section>
      </div>
    </>
  );
}
