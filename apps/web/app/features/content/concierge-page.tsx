import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ContentIcon, type ContentIconName } from "../../ui/icons/content-icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { Route } from "./+types/concierge-page";
import "./concierge-messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.concierge.title"),
    description: translate(locale, "page.concierge.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

/** Spec §1: what the exchange-student concierge covers, in the spec's order. */
const SERVICES = [
  { id: "arrival", icon: "plane" },
  { id: "support", icon: "clock" },
  { id: "logistics", icon: "truck" },
  { id: "local", icon: "map" },
  { id: "wellness", icon: "leaf" },
  { id: "culture", icon: "globe" },
  { id: "health", icon: "health" },
  { id: "housing", icon: "home" },
] as const satisfies readonly { id: string; icon: ContentIconName }[];

const STEPS = ["contact", "plan", "stay"] as const;

export default function Concierge() {
  const { locale, t } = useT();
  const whatsappText = t("concierge.whatsapp.text");
  return (
    <>
      <PageHeader title={t("page.concierge.title")} lead={t("page.concierge.description")}>
        <div className="mt-8 flex flex-wrap gap-3">
          <WhatsAppCta text={whatsappText} label={t("concierge.cta.whatsapp")} />
          <AppLink
            to={href("conciergeFgv", locale)}
            className="inline-flex min-h-11 items-center rounded-full border border-pine-700 bg-white px-5 py-2.5 font-semibold text-pine-800 transition-colors hover:bg-pine-50"
          >
            {t("concierge.partner.link")}
          </AppLink>
        </div>
      </PageHeader>

      <section aria-labelledby="concierge-intro" className="mx-auto max-w-6xl px-5 pt-12 sm:px-8 sm:pt-16">
        <h2 id="concierge-intro" className="max-w-3xl font-display text-h2 font-semibold text-ink-900">
          {t("concierge.intro.title")}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-ink-700">{t("concierge.intro.text")}</p>
      </section>

      <section aria-labelledby="concierge-services" className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
        <h2 id="concierge-services" className="font-display text-h2 font-semibold text-ink-900">
          {t("concierge.services.title")}
        </h2>
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SERVICES.map((service) => (
            <li
              key={service.id}
              data-service={service.id}
              className="flex flex-col rounded-xl border border-sand-200 bg-white p-5 shadow-sm"
            >
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <ContentIcon name={service.icon} />
              </span>
              <h3 className="mt-4 text-h3 font-semibold text-ink-900">{t(`concierge.service.${service.id}.title`)}</h3>
              <p className="mt-2 text-ink-700">{t(`concierge.service.${service.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="concierge-steps" className="border-y border-sand-200 bg-sand-50">
        <div className="mx-auto max-w-6xl px-5 py-12 sm:px-8 sm:py-16">
          <h2 id="concierge-steps" className="font-display text-h2 font-semibold text-ink-900">
            {t("concierge.steps.title")}
          </h2>
          <ol className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-pine-700 font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-h3 font-semibold text-ink-900">{t(`concierge.step.${step}.title`)}</h3>
                  <p className="mt-1 text-ink-700">{t(`concierge.step.${step}.text`)}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="concierge-cta" className="rounded-2xl bg-pine-800 p-6 text-white sm:p-8">
          <h2 id="concierge-cta" className="font-display text-h2 font-semibold">
            {t("concierge.cta.title")}
          </h2>
          <p className="mt-3 text-pine-50">{t("concierge.cta.text")}</p>
          <WhatsAppCta text={whatsappText} label={t("concierge.cta.whatsapp")} variant="light" className="mt-6" />
        </section>
        <section
          aria-labelledby="concierge-partner"
          className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8"
        >
          <h2 id="concierge-partner" className="font-display text-h3 font-semibold text-ink-900">
            {t("concierge.partner.title")}
          </h2>
          <p className="mt-2 text-ink-700">{t("concierge.partner.text")}</p>
          <AppLink to={href("conciergeFgv", locale)} className={buttonClass({ className: "mt-5" })}>
            {t("concierge.partner.link")}
          </AppLink>
          <p className="mt-4">
            <AppLink
              to={href("search", locale)}
              className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
            >
              {t("concierge.search.link")}
            </AppLink>
          </p>
        </section>
      </div>
    </>
  );
}
