import { dateText } from "@campuslar/domain/dates/display-dates";
import { mayOwnerDelete } from "@campuslar/domain/listing/drafts";
import type { OwnerListing } from "@campuslar/domain/listing/owner-listing-dto";
import { formatBRL } from "@campuslar/domain/money/money";
import type { ListingStatus } from "@campuslar/domain/property/property-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { Form } from "react-router";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { RoomToggles } from "./room-toggles.tsx";
import "../messages.ts";

const STATUS_STYLE: Record<ListingStatus, string> = {
  draft: "bg-sand-100 text-ink-900",
  pending: "bg-amber-100 text-ink-900",
  published: "bg-pine-50 text-pine-800",
  archived: "bg-sand-200 text-ink-700",
};

/**
 * One of the owner's listings on the dashboard: cover, title, status, price, rooms, edit, and
 * for one students never saw, delete. A draft without a title says so, with the day it began.
 */
export function OwnerListingCard({ listing, action }: { listing: OwnerListing; action: string }) {
  const { locale, t } = useT();
  const title = listing.form.title || t("owner.untitled");
  const started = listing.status === "draft" ? t("owner.startedOn", { date: dateText(locale, listing.createdAt) }) : "";
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
                {started ? ` · ${started}` : ""}
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
          {listing.changes ? (
            <p
              className={`rounded-lg px-3 py-2 text-sm ${listing.changes.state === "declined" ? "border border-brand-200 bg-brand-50 text-brand-800" : "bg-pine-50 text-pine-800"}`}
            >
              <span className="font-semibold">
                {t(listing.changes.state === "declined" ? "owner.changes.badgeDeclined" : "owner.changes.badge")}
              </span>
              {listing.changes.reason ? `: ${listing.changes.reason}` : null}
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
          {listing.visitHours === false && listing.status !== "archived" ? (
            <div
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2"
              data-testid="visit-hours-missing"
            >
              <p className="min-w-0 flex-1 basis-56 text-sm text-ink-900">{t("owner.visitHours.missing")}</p>
              <AppLink
                to={href("ownerVisitSchedule", locale, { code: listing.code })}
                className={buttonClass({ size: "sm" })}
              >
                {t("owner.visitHours.set")}
                <span className="sr-only">: {title}</span>
              </AppLink>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <AppLink
              to={href("ownerListingEdit", locale, { code: listing.code })}
              aria-label={t("owner.editListing.label", { title })}
              className="inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-5 font-semibold text-pine-800 hover:bg-pine-50"
            >
              {t("owner.editListing")}
            </AppLink>
            {listing.visitHours ? (
              <AppLink
                to={href("ownerVisitSchedule", locale, { code: listing.code })}
                className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4"
              >
                {t("owner.visitHours.edit")}
                <span className="sr-only">: {title}</span>
              </AppLink>
            ) : null}
            {listing.status === "published" ? (
              <AppLink
                to={href("property", locale, { code: listing.code })}
                className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4"
              >
                {t("owner.viewListing")}
              </AppLink>
            ) : null}
          </div>
          {mayOwnerDelete(listing.status) ? <DeleteListing listing={listing} title={title} action={action} /> : null}
        </div>
      </div>
    </li>
  );
}

/**
 * Delete, asked twice: the first press opens the question (a disclosure, so it needs no
 * JavaScript), the second deletes. Without a title the question names the draft by its code.
 */
function DeleteListing({ listing, title, action }: { listing: OwnerListing; title: string; action: string }) {
  const { t } = useT();
  const named = listing.form.title || listing.code;
  return (
    <details className="group border-t border-sand-200 pt-3">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-full px-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900 [&::-webkit-details-marker]:hidden">
        {t(listing.status === "pending" ? "owner.delete.pending" : "owner.delete.draft")}
        <span className="sr-only">: {title}</span>
      </summary>
      <Form method="post" action={action} className="mt-2 rounded-xl border border-brand-200 bg-brand-50 p-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="code" value={listing.code} />
        <p className="text-sm text-ink-900">{t("owner.delete.confirm", { title: named })}</p>
        <Button type="submit" className="mt-3">
          {t("owner.delete.yes")}
          <span className="sr-only">: {title}</span>
        </Button>
      </Form>
    </details>
  );
}
