import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { interestBoundsOf } from "@campuslar/domain/lead/interest-bounds";
import { formatBRL, formatReaisInput } from "@campuslar/domain/money/money";
import { POLICY_TERMS } from "@campuslar/domain/payments/cancellation";
import { defaultContractMonths } from "@campuslar/domain/property/contract-costs";
import { proposalFormSchemaFor, type RentalView } from "@campuslar/domain/rentals/rental-forms";
import { href } from "@campuslar/domain/routes/route-table";
import { data, redirect } from "react-router";
import { type FormErrors, parseForm } from "../../api/api-form.server.ts";
import { loadProperty } from "../../api/catalogue.server.ts";
import { idempotencyHeaders, typedValues } from "../../api/form-values.server.ts";
import { proposalPrefill } from "../../catalogue/listing-actions/proposal-link.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requireUser } from "../../session/require-user.server.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import type { Route } from "./+types/rental-propose-page";
import { ListingSummary } from "./listing-summary.tsx";
import { PROPOSAL_FIELDS, ProposalForm } from "./proposal-form.tsx";
import { sendRental } from "./rentals.server.ts";
import { UnverifiedNotice } from "./unverified-notice.tsx";
import "./messages.ts";

type ProposeActionData = { values: Record<string, string>; errors: FormErrors; unverified?: boolean };

/**
 * `/propor/:code`: a signed-in student's proposal for a listing to rent. The form starts
 * from the listing (its rent, 12 months when it takes them, one person) or from an interest
 * carried in the address (`proposalHref`), and is checked here with the API's own schema and the
 * listing's bounds, so every message lands next to its field with or without JavaScript.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const user = await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const property = await loadProperty(context, params.code.toUpperCase(), locale);
  const prefill = proposalPrefill(url.searchParams);
  return {
    code: property.code,
    title: property.title,
    place: property.address.neighbourhood,
    photoUrl: property.photos[0]?.url ?? null,
    rentable: property.purpose === "rent" && property.rentAmount > 0,
    rentAmount: property.rentAmount,
    cancellationPolicy: property.cancellationPolicy ?? "flexible",
    bounds: interestBoundsOf(property),
    rooms: property.roomsDetail.map((room) => ({ available: room.available })),
    today: saoPauloDate(new Date()),
    // A key per form shown: the same proposal sent twice is one proposal.
    idempotencyKey: crypto.randomUUID(),
    unverified: !user.emailVerified,
    prefilled: Object.keys(prefill).length > 0,
    initial: {
      stayPeriodMonths: String(defaultContractMonths(property.minContractMonths, property.maxStayMonths)),
      proposalValue: formatReaisInput(property.rentAmount),
      occupants: "1",
      ...prefill,
    } as Record<string, string>,
  };
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const user = await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  const form = await request.formData();
  const values = typedValues(form, PROPOSAL_FIELDS);
  const property = await loadProperty(context, params.code.toUpperCase(), locale);
  const schema = proposalFormSchemaFor({ today: saoPauloDate(new Date()), listing: interestBoundsOf(property) });
  const parsed = parseForm(schema, { ...values, idempotencyKey: form.get("idempotencyKey") ?? "" }, locale);
  if (!parsed.ok) return data({ values, errors: parsed.errors } satisfies ProposeActionData, { status: 400 });
  const result = await sendRental<RentalView>(
    context,
    `/v2/properties/${encodeURIComponent(property.code)}/rentals`,
    parsed.data,
    locale,
    idempotencyHeaders(form),
  );
  if (!result.ok) {
    // A 403 for an account whose e-mail is unconfirmed: the page says why with the way to confirm
    // it (another 403, the caller's own listing, is a message above the form).
    const unverified = result.status === 403 && !user.emailVerified;
    return data({ values, errors: result.errors, unverified } satisfies ProposeActionData, { status: result.status });
  }
  throw redirect(`${href("rental", locale, { id: result.data.id })}?sent=1`);
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: `${translate(locale, "rentals.propose.title")} · ${loaderData?.code ?? ""}`,
    description: translate(locale, "rentals.propose.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function RentalProposePage({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = answer as ProposeActionData | undefined;
  const { locale, t } = useT();
  const page = loaderData;
  const priceText = formatBRL(page.rentAmount);
  const unverifiedMessage = actionData?.unverified ? actionData.errors.form : undefined;
  return (
    <div className="mx-auto max-w-2xl px-5 py-10 sm:px-8 sm:py-14">
      <h1 className="font-display text-h2 font-semibold text-ink-900">{t("rentals.propose.title")}</h1>
      <p className="mt-2 text-ink-700">{t("rentals.propose.lead")}</p>
      <div className="mt-6">
        <ListingSummary title={page.title} place={page.place} photoUrl={page.photoUrl}>
          <p className="mt-1 text-sm font-semibold text-ink-900">{t("rentals.propose.asked", { price: priceText })}</p>
          <p className="mt-1 text-sm text-ink-700" data-testid="proposal-policy">
            {t("rentals.propose.policy", { policy: POLICY_TERMS[page.cancellationPolicy].title[locale] })}{" "}
            {POLICY_TERMS[page.cancellationPolicy].description[locale]} {t("rentals.propose.notLegalAdvice")}
          </p>
        </ListingSummary>
      </div>
      {page.unverified || unverifiedMessage ? (
        <UnverifiedNotice message={unverifiedMessage ?? t("rentals.propose.unverifiedText")} className="mt-6" />
      ) : null}
      {page.rentable ? (
        <div className="mt-8">
          {page.prefilled && !actionData ? (
            <p className="mb-5 rounded-lg bg-pine-50 px-3 py-2 text-sm text-pine-800">
              {t("rentals.propose.prefilled")}
            </p>
          ) : null}
          <ProposalForm
            idempotencyKey={page.idempotencyKey}
            today={page.today}
            bounds={page.bounds}
            rooms={page.rooms}
            priceText={priceText}
            values={actionData?.values ?? page.initial}
            errors={unverifiedMessage ? { fields: actionData?.errors.fields ?? {} } : actionData?.errors}
          />
        </div>
      ) : (
        <p className="mt-8 text-ink-700">{t("rentals.propose.notRent")}</p>
      )}
      <AppLink
        to={href("property", locale, { code: page.code })}
        className="mt-8 inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
      >
        {t("rentals.propose.back")}
      </AppLink>
    </div>
  );
}
