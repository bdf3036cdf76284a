import { formatBRL } from "@campuslar/domain/money/money";
import { REPORTS_TO_FLAG } from "@campuslar/domain/report/report-enums";
import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { countText } from "../../../i18n/count-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { AdminActionData, AdminListing, Customer } from "../admin-types.ts";
import { adminCard, SavedNote } from "./admin-shell.tsx";
import "../messages.ts";
import "../reports-messages.ts";
import { PricePositionFlag } from "../../../catalogue/prices/price-position.tsx";
import { ListingVerificationForm, type StaffVerificationShown } from "./listing-verification-form.tsx";

/** A listing in the review queue, its dates already written in the page's language. */
export type ReviewListing = Omit<AdminListing, "verification"> & {
  submittedOn: string | null;
  publishedOn: string | null;
  verification: StaffVerificationShown | null;
};

/** How many photos a card shows; the count says how many there are. */
const PHOTOS_SHOWN = 4;

/**
 * One listing as the reviewer needs it: photos, owner, place, price, a way to open it, and the
 * three decisions (publish, send back with a reason, sponsorship), each its own plain form.
 */
export function ListingReviewCard({
  listing,
  customers,
  result,
}: {
  listing: ReviewListing;
  customers: Customer[];
  result: AdminActionData | undefined;
}) {
  const { locale, t } = useT();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("code") === listing.code &&
    navigation.formData?.get("intent") === intent;
  const intent = result?.target.split(":")[2];
  const failed = result && !result.ok ? result : null;
  const headingId = `listing-${listing.code}`;
  const preview =
    listing.status === "published"
      ? href("property", locale, { code: listing.code })
      : href("ownerListingEdit", locale, { code: listing.code });
  return (
    <article aria-labelledby={headingId} data-listing={listing.code} className={adminCard}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="sm:w-56 sm:shrink-0">
          {listing.photos.length > 0 ? (
            <ul className="grid grid-cols-3 gap-1.5">
              {listing.photos.slice(0, PHOTOS_SHOWN).map((photo, index) => (
                <li key={photo.url} className={index === 0 ? "col-span-3" : undefined}>
                  <img
                    src={photo.url}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    alt={t("admin.listings.photoAlt", { index: index + 1, title: listing.title })}
                    className="aspect-[4/3] w-full rounded-md bg-sand-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="flex aspect-[4/1] items-center justify-center rounded-md bg-sand-100 text-sm text-ink-700">
              {t("admin.listings.noPhotos")}
            </p>
          )}
          <p className="mt-1 text-sm text-ink-700">
            {listing.photosCount > 0 ? countText(locale, "admin.listings.photos", listing.photosCount) : null}
          </p>
        </div>
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink-700">
            {listing.code}
            {(listing.openReports ?? 0) >= REPORTS_TO_FLAG ? (
              <AppLink
                to={href("adminReports", locale)}
                data-flagged
                className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs text-white underline-offset-2 hover:underline"
              >
                {countText(locale, "admin.reports.openCount", listing.openReports ?? 0)}
              </AppLink>
            ) : null}
          </p>
          <h2 id={headingId} className="font-display text-lg font-semibold text-ink-900 wrap-anywhere">
            {listing.title || listing.code}
          </h2>
          <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
            <Fact label={t("admin.listings.owner")}>
              {listing.owner ? (
                <>
                  {listing.owner.name} · <span className="wrap-anywhere">{listing.owner.email}</span>
                </>
              ) : (
                t("admin.listings.noOwner")
              )}
            </Fact>
            <Fact label={t("admin.listings.address")}>{listing.neighbourhood || "—"}</Fact>
            <Fact label={t("admin.listings.rent")}>
              {listing.rentAmount === null ? "—" : formatBRL(listing.rentAmount)}
            </Fact>
            <PricePositionFlag position={listing.pricePosition} />
            {listing.submittedOn ? <Fact label={t("admin.listings.submittedAt")}>{listing.submittedOn}</Fact> : null}
            {listing.publishedOn ? <Fact label={t("admin.listings.publishedAt")}>{listing.publishedOn}</Fact> : null}
          </dl>
          <OwnerTexts texts={listing.texts} />
          {listing.rejectionReason ? (
            <p className="mt-2 text-sm text-ink-900">
              <span className="font-semibold">{t("admin.listings.previousReason")}:</span> {listing.rejectionReason}
            </p>
          ) : null}
          <AppLink to={preview} className="mt-3 inline-block text-sm font-medium text-pine-700 underline">
            {t(listing.status === "published" ? "admin.listings.preview" : "admin.listings.edit")}
            <span className="sr-only">: {listing.title || listing.code}</span>
          </AppLink>
        </div>
      </div>

      {failed?.errors.form ? (
        <div className="mt-3">
          <FormAlert compact>{failed.errors.form}</FormAlert>
        </div>
      ) : null}

      <div className="mt-4 grid gap-4 border-t border-sand-200 pt-4 lg:grid-cols-3">
        {listing.status === "pending" ? (
          <>
            <Form method="post" preventScrollReset className="lg:col-span-1">
              <input type="hidden" name="code" value={listing.code} />
              <Button type="submit" name="intent" value="publish" busy={busy("publish")} variant="accent" size="sm">
                {t("admin.listings.publish")}
              </Button>
            </Form>
            <Form method="post" preventScrollReset noValidate className="space-y-2 lg:col-span-2">
              <input type="hidden" name="code" value={listing.code} />
              <input type="hidden" name="intent" value="reject" />
              <TextAreaField
                name="reason"
                label={t("admin.listings.reason")}
                rows={2}
                maxLength={1000}
                required
                defaultValue={failed && intent === "reject" ? failed.values.reason : ""}
                error={failed && intent === "reject" ? failed.errors.fields.reason : undefined}
              />
              <Button type="submit" busy={busy("reject")} variant="secondary" size="sm">
                {t("admin.listings.reject")}
              </Button>
            </Form>
          </>
        ) : null}
        <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-3 lg:col-span-3">
          <input type="hidden" name="code" value={listing.code} />
          <input type="hidden" name="intent" value="sponsor" />
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-900">
            <input
              type="checkbox"
              name="sponsored"
              defaultChecked={failed && intent === "sponsor" ? failed.values.sponsored === "on" : listing.sponsored}
              className="size-5 accent-pine-700"
            />
            {t("admin.listings.sponsored")}
          </label>
          <SelectField
            name="customer"
            label={t("admin.listings.customer")}
            placeholder={t("admin.listings.customer.none")}
            defaultValue={failed && intent === "sponsor" ? failed.values.customer : (listing.customer?.slug ?? "")}
            error={failed && intent === "sponsor" ? failed.errors.fields.customer : undefined}
            options={customers.map((customer) => ({ value: customer.slug, label: customer.name }))}
            className="w-full min-w-0 sm:w-72 sm:flex-none"
          />
          <Button type="submit" busy={busy("sponsor")} variant="secondary" size="sm">
            {t("admin.save")}
          </Button>
          {result?.ok && intent === "sponsor" ? <SavedNote>{t("admin.listings.sponsorSaved")}</SavedNote> : null}
        </Form>
        {/* Only what students can see is vouched for (issue 22). */}
        {listing.status === "published" ? (
          <ListingVerificationForm code={listing.code} verification={listing.verification} result={result} />
        ) : null}
      </div>
    </article>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="inline font-semibold text-ink-700">{label}: </dt>
      <dd className="inline text-ink-900">{children}</dd>
    </div>
  );
}

/** The title and description in both languages, as staff must read them before publishing. */
function OwnerTexts({ texts }: { texts: AdminListing["texts"] }) {
  const { t } = useT();
  const hasEnglish = texts.en.title.trim() !== "" || texts.en.description.trim() !== "";
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-900">{t("admin.listings.texts")}</summary>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {/* Not landmarks: every card of a tab has the same two. */}
        <div>
          <h3 className="font-semibold text-ink-700">{t("admin.listings.texts.pt")}</h3>
          <div lang="pt-BR">
            <p className="font-semibold text-ink-900">{texts.pt.title || "—"}</p>
            <p className="whitespace-pre-line text-ink-700">{texts.pt.description || "—"}</p>
          </div>
        </div>
        <div>
          <h3 className="font-semibold text-ink-700">{t("admin.listings.texts.en")}</h3>
          {hasEnglish ? (
            <div lang="en">
              <p className="font-semibold text-ink-900">{texts.en.title || "—"}</p>
              <p className="whitespace-pre-line text-ink-700">{texts.en.description || "—"}</p>
            </div>
          ) : (
            <p className="text-ink-700">{t("admin.listings.texts.noEnglish")}</p>
          )}
        </div>
      </div>
    </details>
  );
}
