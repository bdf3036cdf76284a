import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { SERVICE_KINDS, type ServiceKind } from "@campuslar/domain/lead/lead-enums";
import { formatBRL } from "@campuslar/domain/money/money";
import { href } from "@campuslar/domain/routes/route-table";
import { SERVICE_PRICES_REAIS } from "@campuslar/domain/site/offers";
import { whatsappText } from "@campuslar/domain/site/whatsapp";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ListingIcon, type ListingIconName } from "../../ui/icons/listing-icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { Route } from "./+types/services-page";
import { SentNotice } from "./lead-form.tsx";
import { FORM_ANCHORS, isServiceKind, SENT_PARAM, SERVICE_PARAM, sentReference } from "./lead-form-fields.ts";
import { submitServiceRequest } from "./service-request.server.ts";
import { ServiceRequestForm } from "./service-request-form.tsx";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * `/servicos`: the other offers of spec §1, each with what it is and its price where one is set,
 * and the request form (`POST /v2/services/requests`). A card's button opens the form with its
 * service chosen (`?servico=photos_video`).
 */
export function loader({ url }: Route.LoaderArgs) {
  const asked = url.searchParams.get(SERVICE_PARAM);
  return {
    idempotencyKey: crypto.randomUUID(),
    preselected: isServiceKind(asked) ? asked : null,
    sent: sentReference(url.searchParams.get(SENT_PARAM)) ?? null,
  };
}

export const action = (args: Route.ActionArgs) => submitServiceRequest(args);

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "page.services.title"),
    description: t(locale, "page.services.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

/** Who each offer is for, and its picture. */
const SERVICE_CARDS: Record<ServiceKind, { audience: "owner" | "tenant" | "everyone"; icon: ListingIconName }> = {
  photos_video: { audience: "owner", icon: "home" },
  digital_marketing: { audience: "owner", icon: "share" },
  rent_guarantee: { audience: "owner", icon: "check" },
  repairs: { audience: "owner", icon: "bolt" },
  electronics_rental: { audience: "tenant", icon: "tv" },
  integration_events: { audience: "tenant", icon: "party" },
  inspections: { audience: "everyone", icon: "door" },
};

export default function ServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { idempotencyKey, preselected, sent } = loaderData;
  const { locale, t: translate } = useT();
  const page = href("services", locale);
  return (
    <>
      <PageHeader title={translate("page.services.title")} lead={translate("page.services.description")}>
        <a href={`#${FORM_ANCHORS.services}`} className={buttonClass({ size: "lg", className: "mt-6" })}>
          {translate("servicesPage.form.heading")}
        </a>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl items-start gap-12 px-5 py-12 sm:px-8 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-10">
        <section aria-labelledby="servicos-lista">
          <h2 id="servicos-lista" className="font-display text-h2 font-semibold text-ink-900">
            {translate("servicesPage.list.heading")}
          </h2>
          <p className="mt-3 max-w-3xl text-ink-700">{translate("servicesPage.list.lead")}</p>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2">
            {SERVICE_KINDS.map((kind) => {
              const { audience, icon } = SERVICE_CARDS[kind];
              const price = SERVICE_PRICES_REAIS[kind];
              const title = translate(`servicesPage.${kind}.title`);
              return (
                <li
                  key={kind}
                  id={`servico-${kind}`}
                  className="flex flex-col rounded-2xl border border-sand-200 bg-white p-5"
                >
                  <div className="flex items-center justify-between gap-3">
                    <span className="inline-flex size-10 items-center justify-center rounded-full bg-pine-50 text-pine-700">
                      <ListingIcon name={icon} className="size-5" />
                    </span>
                    <span className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-ink-700">
                      {translate(`servicesPage.audience.${audience}`)}
                    </span>
                  </div>
                  <h3 className="mt-4 font-display text-h3 font-semibold text-ink-900">{title}</h3>
                  <p className="mt-2 flex-1 text-ink-700">{translate(`servicesPage.${kind}.text`)}</p>
                  <p className="mt-4 font-semibold text-pine-800" data-testid={`price-${kind}`}>
                    {price === undefined ? translate("servicesPage.onRequest") : formatBRL(price)}
                  </p>
                  <AppLink
                    // The visible words first, then which service: each button says what it asks for.
                    aria-label={`${translate("servicesPage.request")}: ${title}`}
                    to={`${page}?${new URLSearchParams({ [SERVICE_PARAM]: kind })}#${FORM_ANCHORS.services}`}
                    className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full border border-brand-700 px-5 font-semibold text-brand-800 transition-colors hover:bg-brand-50"
                  >
                    {translate("servicesPage.request")}
                  </AppLink>
                </li>
              );
            })}
            <li className="flex flex-col rounded-2xl border border-pine-600 bg-pine-50 p-5">
              <h3 className="font-display text-h3 font-semibold text-ink-900">
                {translate("servicesPage.other.title")}
              </h3>
              <p className="mt-2 flex-1 text-ink-700">{translate("servicesPage.other.text")}</p>
              <WhatsAppCta
                text={whatsappText(locale)}
                label={translate("leadForm.talk.whatsapp")}
                className="mt-4 self-start"
              />
            </li>
          </ul>
        </section>

        <div>
          {sent ? (
            <SentNotice
              id={FORM_ANCHORS.services}
              heading={translate("servicesPage.sent.heading")}
              lead={translate("servicesPage.sent.lead")}
              steps={[
                translate("servicesPage.sent.step1"),
                translate("servicesPage.sent.step2"),
                translate("servicesPage.sent.step3"),
              ]}
              reference={sent}
              againHref={`${page}#${FORM_ANCHORS.services}`}
            />
          ) : (
            <ServiceRequestForm
              idempotencyKey={idempotencyKey}
              preselected={preselected ?? undefined}
              values={actionData?.values}
              errors={actionData?.errors}
            />
          )}
        </div>
      </div>
    </>
  );
}
