import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { COMPANY } from "@campuslar/domain/site/company";
import { PHOTOGRAPHER_PRICE_REAIS } from "@campuslar/domain/site/offers";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ListingIcon, type ListingIconName } from "../../ui/icons/listing-icons.tsx";
import { NumberedSteps } from "../../ui/numbered-steps.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/advertise-page";
import { submitAdvertise } from "./advertise.server.ts";
import { AdvertiseForm } from "./advertise-form.tsx";
import { SentNotice, TalkToUs } from "./lead-form.tsx";
import { FORM_ANCHORS, SENT_PARAM, sentReference } from "./lead-form-fields.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * `/proprietario`: why owners list for free with CampusLar, then spec §3's owner advertise form
 * (`POST /v2/property/advertise`). Once stored, the page shows the thank-you state with the
 * receipt's reference (`?enviado=ADV-12`).
 */
export function loader({ url }: Route.LoaderArgs) {
  return {
    // A fresh key per render of the form: a double submit of this render is one lead.
    idempotencyKey: crypto.randomUUID(),
    today: saoPauloDate(new Date()),
    sent: sentReference(url.searchParams.get(SENT_PARAM)) ?? null,
  };
}

export const action = (args: Route.ActionArgs) => submitAdvertise(args);

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "page.advertise.title"),
    description: t(locale, "page.advertise.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

const REASONS = [
  { key: "free", icon: "home" },
  { key: "viewings", icon: "door" },
  { key: "contract", icon: "check" },
  { key: "tenants", icon: "users" },
] as const satisfies readonly { key: string; icon: ListingIconName }[];

export default function AdvertisePage({ loaderData, actionData }: Route.ComponentProps) {
  const { idempotencyKey, today, sent } = loaderData;
  const { locale, t: translate } = useT();
  const photographer = formatBRL(PHOTOGRAPHER_PRICE_REAIS);
  const steps = [
    translate("advertisePage.sent.step1"),
    translate("advertisePage.sent.step2"),
    translate("advertisePage.sent.step3"),
  ];
  return (
    <>
      <PageHeader title={translate("page.advertise.title")} lead={translate("page.advertise.description")}>
        <a href={`#${FORM_ANCHORS.advertise}`} className={buttonClass({ size: "lg", className: "mt-6" })}>
          {translate("advertisePage.form.heading")}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8">
        <section aria-labelledby="por-que">
          <h2 id="por-que" className="font-display text-h2 font-semibold text-ink-900">
            {translate("advertisePage.why.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink-700">
            {translate("advertisePage.why.lead", { year: String(COMPANY.foundedYear) })}
          </p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {REASONS.map(({ key, icon }) => (
              <li key={key} className="rounded-2xl border border-sand-200 bg-white p-5">
                <span className="inline-flex size-10 items-center justify-center rounded-full bg-pine-50 text-pine-700">
                  <ListingIcon name={icon} className="size-5" />
                </span>
                <h3 className="mt-3 font-semibold text-ink-900">{translate(`advertisePage.why.${key}.title`)}</h3>
                <p className="mt-1 text-ink-700">{translate(`advertisePage.why.${key}.text`)}</p>
              </li>
            ))}
          </ul>
          <div className="mt-5 flex flex-col gap-4 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="font-semibold text-ink-900">
                {translate("advertisePage.why.photos.title", { price: photographer })}
              </h3>
              <p className="mt-1 max-w-2xl text-ink-700">{translate("advertisePage.why.photos.text")}</p>
            </div>
            <AppLink
              to={href("services", locale)}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-100"
            >
              {translate("advertisePage.why.services")}
            </AppLink>
          </div>
        </section>

        <div className="mt-12 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {sent ? (
            <SentNotice
              id={FORM_ANCHORS.advertise}
              heading={translate("advertisePage.sent.heading")}
              lead={translate("advertisePage.sent.lead")}
              steps={steps}
              reference={sent}
              againHref={`${href("advertise", locale)}#${FORM_ANCHORS.advertise}`}
            />
          ) : (
            <AdvertiseForm
              idempotencyKey={idempotencyKey}
              today={today}
              values={actionData?.values}
              errors={actionData?.errors}
            />
          )}
          <div className="space-y-6">
            <div className="rounded-2xl border border-pine-600 bg-pine-50 p-5">
              <h2 className="font-display text-h3 font-semibold text-ink-900">{translate("owner.cta.title")}</h2>
              <p className="mt-1 text-ink-700">{translate("owner.cta.text")}</p>
              <AppLink
                to={href("ownerListings", locale)}
                className="mt-4 inline-flex min-h-11 items-center rounded-full bg-pine-700 px-5 font-semibold text-white hover:bg-pine-800"
              >
                {translate("owner.cta.link")}
              </AppLink>
            </div>
            {sent ? null : (
              <div className="rounded-2xl border border-sand-200 bg-white p-5">
                <h2 className="font-display text-h3 font-semibold text-ink-900">
                  {translate("advertisePage.after.heading")}
                </h2>
                <NumberedSteps steps={steps} />
              </div>
            )}
            <TalkToUs />
          </div>
        </div>
      </div>
    </>
  );
}
