import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { formatBRL } from "@campuslar/domain/money/money";
import type { ListingStatus } from "@campuslar/domain/property/property-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { countText } from "../../lib/count-text.ts";
import { AppLink } from "../app-link.tsx";
import { RoomToggles } from "./room-toggles.tsx";
import "../../i18n/messages/owner.ts";

const STATUS_STYLE: Record<ListingStatus, string> = {
  draft: "bg-sand-100 text-ink-900",
  pending: "bg-amber-100 text-ink-900",
  published: "bg-pine-50 text-pine-800",
  archived: "bg-sand-200 text-ink-700",
};

/** One of the owner's listings on the dashboard: cover, title, status, price, rooms, edit. */
export function OwnerListingCard({ listing, action }: { listing: OwnerListing; action: string }) {
  const { locale, t } = useT();
  const title = listing.form.title || t("owner.untitled");
  const cover = listing.photos[0];
  const rent = listing.form.rentAmount;
  return (
    <li className="overflow-hidden rounded-2xl border border-sand-200 bg-white" data-code={listing.code}>
      <div className="grid gap-0 sm:grid-cols-[12rem_minmax(0,1fr)]">
        {cover ? (
          <img
            src={cover.url}
            srcSet={cover.srcset}
            sizes="(min-width: 640px) 192px, 100vw"
            width={cover.width}
            height={cover.height}
            alt=""
            className="aspect-4/3 h-full w-full object-cover"
          />
        ) : (
          <div className="flex aspect-4/3 items-center justify-center bg-sand-100 text-sm text-ink-600 sm:aspect-auto">
            {t("owner.noPhoto")}
          </div>
        )}
        <div className="min-w-0 space-y-4 p-5">
          <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-56">
              <h3 className="font-semibold text-ink-900 wrap-anywhere">{title}</h3>
              <p className="mt-0.5 text-sm text-ink-600">
                {t("owner.code", { code: listing.code })}
                {listing.form.neighbourhood ? ` · ${listing.form.neighbourhood}` : ""}
              </p>
            </div>
            <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[listing.status]}`}>
              <span className="sr-only">{t("owner.status.label")}: </span>
              {t(`owner.status.${listing.status}`)}
            </p>
          </div>
          {listing.rejectionReason ? (
            <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
              {t("owner.rejected", { reason: listing.rejectionReason })}
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700">
            <span className="font-semibold text-ink-900">
              {rent ? t("owner.rentPerMonth", { price: formatBRL(rent) }) : t("owner.noRent")}
            </span>
            {listing.interestsCount > 0 ? (
              <span>{countText(locale, "owner.interestsCount", listing.interestsCount)}</span>
            ) : null}
          </p>
          <section aria-label={`${t("owner.rooms.heading")}: ${title}`}>
            <h4 className="text-sm font-semibold text-ink-900">{t("owner.rooms.heading")}</h4>
            <div className="mt-1">
              <RoomToggles listing={listing} action={action} />
            </div>
          </section>
          <div className="flex flex-wrap gap-3">
            <AppLink
              to={href("ownerListingEdit", locale, { code: listing.code })}
              aria-label={t("owner.editListing.label", { title })}
              className="inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-5 font-semibold text-pine-800 hover:bg-pine-50"
            >
              {t("owner.editListing")}
            </AppLink>
            {listing.status === "published" ? (
              <AppLink
                to={href("property", locale, { code: listing.code })}
                className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4"
              >
                {t("owner.viewListing")}
              </AppLink>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
