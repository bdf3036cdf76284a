import { type ListingChangePage, RejectListingSchema } from "@campuslar/domain/admin/admin-dto";
import { calendarDayText } from "@campuslar/domain/dates/display-dates";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import type { ListingStatus } from "@campuslar/domain/property/property-enums";
import { VerifyListingBodySchema } from "@campuslar/domain/property/verification";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, useLocation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-listings-page";
import { adminGet, adminSend, backofficeMessage, dateTimeText, formText } from "./admin-api.server.ts";
import { pageParam } from "./admin-filters.ts";
import { type AdminActionData, type AdminListingPage, type Customer, LISTING_TABS } from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell, SavedNote } from "./components/admin-shell.tsx";
import { ListingChangeCard, type ReviewChange } from "./components/listing-change-card.tsx";
import { ListingReviewCard, type ReviewListing } from "./components/listing-review-card.tsx";
import "./messages.ts";
import "./verification-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.listings.title", "admin.listings.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

/** Beside the statuses, a tab for owners' changes to published listings (decision 017). */
const CHANGES_TAB = "changes";
const TABS = [...LISTING_TABS, CHANGES_TAB] as const;
type Tab = (typeof TABS)[number];

function statusParam(value: string | null): ListingStatus {
  return (LISTING_TABS as readonly string[]).includes(value ?? "") ? (value as ListingStatus) : "pending";
}

async function loadChanges({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const page = pageParam(url.searchParams.get("page"));
  const list = await adminGet<ListingChangePage>(context, url, `/v2/admin/listing-changes?page=${page}`);
  if (!list) throw data(null, { status: 503 });
  return {
    status: CHANGES_TAB as Tab,
    listings: [] as ReviewListing[],
    changes: list.items.map(
      (change): ReviewChange => ({ ...change, editedOn: dateTimeText(locale, change.updatedAt) }),
    ),
    customers: [] as Customer[],
    page: list.page,
    total: list.total,
    totalPages: list.totalPages,
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { context, url } = args;
  await requireStaff(context, url);
  if (url.searchParams.get("status") === CHANGES_TAB) return loadChanges(args);
  const locale = localeFromPath(url.pathname);
  const status = statusParam(url.searchParams.get("status"));
  const q = url.searchParams.get("q")?.trim() ?? "";
  const query = new URLSearchParams({ status, page: String(pageParam(url.searchParams.get("page"))) });
  if (q) query.set("q", q);
  // Issue 34.12: the published listings whose verification is due again, oldest first.
  if (status === "published" && url.searchParams.get("verification") === "due") query.set("verification", "due");
  const [list, customers] = await Promise.all([
    adminGet<AdminListingPage>(context, url, `/v2/admin/listings?${query}`),
    adminGet<{ items: Customer[] }>(context, url, "/v2/admin/customers"),
  ]);
  if (!list) throw data(null, { status: 503 });
  return {
    status: status as Tab,
    changes: [] as ReviewChange[],
    listings: list.items.map(
      (listing): ReviewListing => ({
        ...listing,
        submittedOn: dateTimeText(locale, listing.submittedAt),
        publishedOn: dateTimeText(locale, listing.publishedAt),
        verification: listing.verification
          ? {
              ...listing.verification,
              verifiedOn: dateTimeText(locale, listing.verification.verifiedAt) ?? "",
              dueDay: calendarDayText(locale, listing.verification.dueOn),
            }
          : null,
      }),
    ),
    customers: customers?.items ?? [],
    page: list.page,
    total: list.total,
    totalPages: list.totalPages,
  };
}

/**
 * Publish, send back with a reason, or save the sponsorship of one listing; mark a published one
 * verified or withdraw it; approve or decline an owner's change to a published one (with the
 * version the reviewer read).
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const code = formText(form, "code");
  const intent = formText(form, "intent");
  const target = `listing:${code}:${intent}`;
  const path = `/v2/admin/listings/${encodeURIComponent(code)}`;
  const values: Record<string, string> = {};
  let result: Awaited<ReturnType<typeof adminSend>>;
  if (intent === "publish") {
    result = await adminSend(context, url, "POST", `${path}/publish`, {});
  } else if (intent === "reject") {
    values.reason = formText(form, "reason");
    // Checked here too, so an empty reason is said next to the field without a trip to the API.
    const parsed = RejectListingSchema.safeParse(values);
    if (!parsed.success) {
      const fields = localizeFieldErrors(parsed.error.issues, (key) => backofficeMessage(key, locale));
      const errors: FormErrors = { fields };
      return data({ target, ok: false, errors, values } satisfies AdminActionData, { status: 400 });
    }
    result = await adminSend(context, url, "POST", `${path}/reject`, parsed.data);
  } else if (intent === "approveChange" || intent === "declineChange") {
    const changePath = `/v2/admin/listing-changes/${encodeURIComponent(code)}`;
    const version = Number(formText(form, "version"));
    if (intent === "approveChange") {
      result = await adminSend(context, url, "POST", `${changePath}/approve`, { version });
    } else {
      values.reason = formText(form, "reason");
      const parsed = RejectListingSchema.safeParse(values);
      if (!parsed.success) {
        const fields = localizeFieldErrors(parsed.error.issues, (key) => backofficeMessage(key, locale));
        const errors: FormErrors = { fields };
        return data({ target, ok: false, errors, values } satisfies AdminActionData, { status: 400 });
      }
      result = await adminSend(context, url, "POST", `${changePath}/decline`, { ...parsed.data, version });
    }
  } else if (intent === "verify") {
    values.method = formText(form, "method");
    const parsed = VerifyListingBodySchema.safeParse(values);
    if (!parsed.success) {
      const fields = localizeFieldErrors(parsed.error.issues, (key) => backofficeMessage(key, locale));
      const errors: FormErrors = { fields };
      return data({ target, ok: false, errors, values } satisfies AdminActionData, { status: 400 });
    }
    result = await adminSend(context, url, "PUT", `${path}/verification`, parsed.data);
  } else if (intent === "unverify") {
    result = await adminSend(context, url, "DELETE", `${path}/verification`);
  } else if (intent === "sponsor") {
    values.customer = formText(form, "customer");
    values.sponsored = form.has("sponsored") ? "on" : "";
    result = await adminSend(context, url, "PATCH", path, {
      sponsored: values.sponsored === "on",
      customer: values.customer || null,
    });
  } else {
    throw data(null, { status: 400 });
  }
  if (result.ok) return { target, ok: true } satisfies AdminActionData;
  return data({ target, ok: false, errors: result.errors, values } satisfies AdminActionData, {
    status: result.status,
  });
}

/** What a decision that takes a card off its tab says at the top, where it stays in view. */
const DONE_NOTES = {
  publish: "admin.listings.published",
  reject: "admin.listings.rejected",
  approveChange: "admin.changes.approved",
  declineChange: "admin.changes.declined",
} as const;

const TAB =
  "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap border-sand-300 bg-white text-ink-700 hover:border-pine-600 aria-[current=page]:border-pine-800 aria-[current=page]:bg-pine-800 aria-[current=page]:text-white";

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t: translate } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const { status, listings, changes, customers, total, page, totalPages } = loaderData;
  const onChanges = status === CHANGES_TAB;
  // A listing published or sent back leaves this tab: the note that it worked stays up here.
  const [, doneCode, doneIntent] = actionData?.ok ? actionData.target.split(":") : [];
  const failedElsewhere =
    actionData &&
    !actionData.ok &&
    !listings.some((listing) => actionData.target.startsWith(`listing:${listing.code}:`)) &&
    !changes.some((change) => actionData.target.startsWith(`listing:${change.code}:`))
      ? actionData
      : null;
  return (
    <AdminShell
      current="adminListings"
      title={translate("admin.listings.title")}
      lead={translate("admin.listings.description")}
    >
      <nav aria-label={translate("admin.listings.tabs")}>
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {TABS.map((tab) => (
            <li key={tab}>
              <AppLink
                to={tab === "pending" ? href("adminListings", locale) : `?status=${tab}`}
                aria-current={tab === status ? "page" : undefined}
                className={TAB}
              >
                {translate(`admin.listings.status.${tab}`)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        aria-label={translate("admin.filters.title")}
        hidden={onChanges}
        className="mt-4 flex flex-wrap items-end gap-3"
      >
        {status !== "pending" ? <input type="hidden" name="status" value={status} /> : null}
        <TextField
          name="q"
          type="search"
          label={translate("admin.listings.search")}
          defaultValue={params.get("q") ?? ""}
          className="min-w-0 flex-1 basis-60"
        />
        <Button type="submit" variant="accent" size="sm">
          {translate("admin.filters.apply")}
        </Button>
      </Form>
      {status === "published" ? (
        <p className="mt-3 text-sm">
          {params.get("verification") === "due" ? (
            <AppLink to="?status=published" className="font-semibold text-pine-800 underline underline-offset-4">
              {translate("admin.verify.showAll")}
            </AppLink>
          ) : (
            <AppLink
              to="?status=published&verification=due"
              className="font-semibold text-pine-800 underline underline-offset-4"
            >
              {translate("admin.verify.showDue")}
            </AppLink>
          )}
        </p>
      ) : null}

      <div className="mt-4 space-y-3">
        {doneIntent && doneIntent in DONE_NOTES ? (
          <SavedNote>
            {doneCode} · {translate(DONE_NOTES[doneIntent as keyof typeof DONE_NOTES])}
          </SavedNote>
        ) : null}
        {failedElsewhere?.errors.form ? <FormAlert compact>{failedElsewhere.errors.form}</FormAlert> : null}
        <p className="font-semibold text-ink-900">
          {countText(locale, onChanges ? "admin.changes.count" : "admin.listings.count", total)}
        </p>
      </div>

      {onChanges ? (
        changes.length === 0 ? (
          <p className="mt-4 rounded-xl border border-sand-200 bg-white p-6 text-ink-700">
            {translate("admin.changes.empty")}
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {changes.map((change) => (
              <li key={change.code}>
                <ListingChangeCard
                  change={change}
                  result={actionData?.target.startsWith(`listing:${change.code}:`) ? actionData : undefined}
                />
              </li>
            ))}
          </ul>
        )
      ) : listings.length === 0 ? (
        <p className="mt-4 rounded-xl border border-sand-200 bg-white p-6 text-ink-700">
          {translate("admin.listings.empty")}
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {listings.map((listing) => (
            <li key={listing.code}>
              <ListingReviewCard
                listing={listing}
                customers={customers}
                result={actionData?.target.startsWith(`listing:${listing.code}:`) ? actionData : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <AdminPagination page={page} totalPages={totalPages} />
    </AdminShell>
  );
}
