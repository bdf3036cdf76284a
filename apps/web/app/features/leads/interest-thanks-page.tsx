import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { whatsappText } from "@campuslar/domain/site/whatsapp";
import { interestHandedOver } from "../../catalogue/listing-actions/interest-handover.server.ts";
import { proposalHref } from "../../catalogue/listing-actions/proposal-link.ts";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { requiredDocumentsText } from "../../site/documents-text.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ContentIcon, type ContentIconName } from "../../ui/icons/content-icons.tsx";
import { HeartIcon } from "../../ui/icons/icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { WhatsAppCta } from "../../ui/whatsapp-cta.tsx";
import type { Route } from "./+types/interest-thanks-page";
import { ProposalInvite } from "./interest-thanks-proposal.tsx";
import "./interest-thanks-messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.interestThanks.title"),
    description: translate(locale, "page.interestThanks.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    // One visitor's confirmation: nothing for search engines.
    noindex: true,
  });
}

const STEPS = [
  { id: "received", icon: "check" },
  { id: "contact", icon: "message" },
  { id: "documents", icon: "file" },
] as const satisfies readonly { id: string; icon: ContentIconName }[];

/**
 * Issue 35: after an interest in a rental, the link that turns it into a proposal, prefilled with
 * the stay just described (handed over by the listing's action); none after a sale's contact.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const handover = await interestHandedOver(request);
  return { proposalHref: handover ? proposalHref(locale, handover.code, handover.values) : null };
}

export default function InterestThanks({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const documents = requiredDocumentsText(locale);
  return (
    <>
      <PageHeader title={t("page.interestThanks.title")} lead={t("page.interestThanks.description")} />
      {loaderData.proposalHref ? <ProposalInvite to={loaderData.proposalHref} /> : null}
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 sm:px-8 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="thanks-next">
          <h2 id="thanks-next" className="font-display text-h2 font-semibold text-ink-900">
            {t("interestThanks.next.title")}
          </h2>
          <ol className="mt-6 space-y-6">
            {STEPS.map((step) => (
              <li key={step.id} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-pine-50 text-pine-700">
                  <ContentIcon name={step.icon} />
                </span>
                <div>
                  <h3 className="text-h3 font-semibold text-ink-900">{t(`interestThanks.step.${step.id}.title`)}</h3>
                  <p className="mt-1 text-ink-700">{t(`interestThanks.step.${step.id}.text`, { documents })}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="thanks-actions"
          className="self-start rounded-2xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="thanks-actions" className="font-display text-h3 font-semibold text-ink-900">
            {t("interestThanks.actions.title")}
          </h2>
          <div className="mt-5 flex flex-col gap-3">
            <AppLink to={href("search", locale)} className={buttonClass()}>
              <ContentIcon name="search" className="size-5" />
              {t("interestThanks.actions.search")}
            </AppLink>
            <AppLink
              to={href("favorites", locale)}
              className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-pine-700 px-5 py-2.5 font-semibold text-pine-800 transition-colors hover:bg-pine-50"
            >
              <HeartIcon className="size-5" />
              {t("interestThanks.actions.favorites")}
            </AppLink>
            <WhatsAppCta
              text={whatsappText(locale)}
              label={t("interestThanks.actions.whatsapp")}
              className="justify-center"
            />
          </div>
          <p className="mt-5 text-sm text-ink-700">
            <AppLink
              to={href("faq", locale)}
              className="font-medium text-pine-800 underline underline-offset-2 hover:text-pine-900"
            >
              {t("interestThanks.actions.faq")}
            </AppLink>
          </p>
        </section>
      </div>
    </>
  );
}
