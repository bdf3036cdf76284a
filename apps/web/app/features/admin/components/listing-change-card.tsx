import type { ListingChange } from "@campuslar/domain/admin/admin-dto";
import { href } from "@campuslar/domain/routes/route-table";
import { Form, useNavigation } from "react-router";
import { changeFieldLabel, changeValueText } from "../../../catalogue/listing-facts/listing-change-text.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { AdminActionData } from "../admin-types.ts";
import { adminCard } from "./admin-shell.tsx";
import "../messages.ts";

/** A change in the queue, its date already written in the page's language. */
export type ReviewChange = ListingChange & { editedOn: string | null };

type Photo = NonNullable<ListingChange["photos"]>["before"][number];

/**
 * An owner's change to a published listing as the reviewer needs it (decision 017): each field
 * as published and as changed, the photos before and after with what comes and goes, and the
 * two decisions, each a plain form carrying the version read so a later edit is not approved blind.
 */
export function ListingChangeCard({ change, result }: { change: ReviewChange; result: AdminActionData | undefined }) {
  const { locale, t } = useT();
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state === "submitting" &&
    navigation.formData?.get("code") === change.code &&
    navigation.formData?.get("intent") === intent;
  const intent = result?.target.split(":")[2];
  const failed = result && !result.ok ? result : null;
  const headingId = `change-${change.code}`;
  const words = { empty: t("admin.changes.empty.value"), yes: t("admin.changes.yes"), no: t("admin.changes.no") };
  return (
    <article aria-labelledby={headingId} data-change={change.code} className={adminCard}>
      <p className="text-sm font-semibold text-ink-700">{change.code}</p>
      <h2 id={headingId} className="font-display text-lg font-semibold text-ink-900 wrap-anywhere">
        {change.title || change.code}
      </h2>
      <p className="mt-1 text-sm text-ink-700">
        {change.owner ? (
          <>
            {change.owner.name} · <span className="wrap-anywhere">{change.owner.email}</span>
          </>
        ) : (
          t("admin.listings.noOwner")
        )}
        {change.editedOn ? ` · ${t("admin.changes.editedAt")}: ${change.editedOn}` : null}
      </p>
      <AppLink
        to={href("property", locale, { code: change.code })}
        className="mt-1 inline-block text-sm font-medium text-pine-700 underline"
      >
        {t("admin.listings.preview")}
        <span className="sr-only">: {change.title || change.code}</span>
      </AppLink>

      {change.fields.length > 0 ? <ChangedFieldsList change={change} words={words} /> : null}
      {change.fields.length > 0 ? (
        <div className="mt-3 hidden sm:block">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-sand-200 text-ink-700">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("admin.changes.field")}
                </th>
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t("admin.changes.before")}
                </th>
                <th scope="col" className="py-2 font-semibold">
                  {t("admin.changes.after")}
                </th>
              </tr>
            </thead>
            <tbody>
              {change.fields.map((field) => (
                <tr key={field.field} className="border-b border-sand-100 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold text-ink-900">
                    {changeFieldLabel(t, field.field)}
                  </th>
                  <td className="py-2 pr-3 whitespace-pre-line text-ink-700 wrap-anywhere">
                    {changeValueText(t, field.field, field.before, words)}
                  </td>
                  <td className="py-2 whitespace-pre-line font-medium text-ink-900 wrap-anywhere">
                    {changeValueText(t, field.field, field.after, words)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {change.photos ? (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <PhotoStrip
            heading={t("admin.changes.photosBefore")}
            photos={change.photos.before}
            other={change.photos.after}
            mark={t("admin.changes.photoRemoved")}
            title={change.title}
          />
          <PhotoStrip
            heading={t("admin.changes.photosAfter")}
            photos={change.photos.after}
            other={change.photos.before}
            mark={t("admin.changes.photoAdded")}
            title={change.title}
          />
        </div>
      ) : null}

      {failed?.errors.form ? (
        <div className="mt-3">
          <FormAlert compact>{failed.errors.form}</FormAlert>
        </div>
      ) : null}

      <div className="mt-4 grid gap-4 border-t border-sand-200 pt-4 lg:grid-cols-3">
        <Form method="post" preventScrollReset className="lg:col-span-1">
          <input type="hidden" name="code" value={change.code} />
          <input type="hidden" name="version" value={change.version} />
          <Button
            type="submit"
            name="intent"
            value="approveChange"
            busy={busy("approveChange")}
            variant="accent"
            size="sm"
          >
            {t("admin.changes.approve")}
          </Button>
        </Form>
        <Form method="post" preventScrollReset noValidate className="space-y-2 lg:col-span-2">
          <input type="hidden" name="code" value={change.code} />
          <input type="hidden" name="version" value={change.version} />
          <input type="hidden" name="intent" value="declineChange" />
          <TextAreaField
            name="reason"
            label={t("admin.listings.reason")}
            rows={2}
            maxLength={1000}
            required
            defaultValue={failed && intent === "declineChange" ? failed.values.reason : ""}
            error={failed && intent === "declineChange" ? failed.errors.fields.reason : undefined}
          />
          <Button type="submit" busy={busy("declineChange")} variant="secondary" size="sm">
            {t("admin.changes.decline")}
          </Button>
        </Form>
      </div>
    </article>
  );
}

/** On a phone, the changed fields one under another: three columns do not fit its width. */
function ChangedFieldsList({
  change,
  words,
}: {
  change: ReviewChange;
  words: { empty: string; yes: string; no: string };
}) {
  const { t } = useT();
  return (
    <dl className="mt-3 divide-y divide-sand-100 text-sm sm:hidden">
      {change.fields.map((field) => (
        <div key={field.field} className="py-2">
          <dt className="font-semibold text-ink-900">{changeFieldLabel(t, field.field)}</dt>
          <dd className="mt-0.5 text-ink-700 wrap-anywhere">
            <span className="font-semibold">{t("admin.changes.before")}:</span>{" "}
            {changeValueText(t, field.field, field.before, words)}
          </dd>
          <dd className="mt-0.5 font-medium text-ink-900 wrap-anywhere">
            <span className="font-semibold">{t("admin.changes.after")}:</span>{" "}
            {changeValueText(t, field.field, field.after, words)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** One side of the photos; those missing on the other side are marked (removed, or new). */
function PhotoStrip({
  heading,
  photos,
  other,
  mark,
  title,
}: {
  heading: string;
  photos: Photo[];
  other: Photo[];
  mark: string;
  title: string;
}) {
  const { t } = useT();
  const otherIds = new Set(other.map((photo) => photo.id));
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-700">{heading}</h3>
      <ol className="mt-1 grid grid-cols-3 gap-1.5">
        {photos.map((photo, index) => (
          <li key={photo.id} className="relative">
            <img
              src={photo.url}
              width={photo.width}
              height={photo.height}
              loading="lazy"
              alt={t("admin.changes.photoAlt", { index: index + 1, title })}
              className="aspect-[4/3] w-full rounded-md bg-sand-100 object-cover"
            />
            {otherIds.has(photo.id) ? null : (
              <span className="absolute top-1 left-1 rounded-full bg-ink-900 px-2 py-0.5 text-xs font-semibold text-white">
                {mark}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
