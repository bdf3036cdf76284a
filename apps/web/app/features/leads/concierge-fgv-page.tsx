import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { t, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { buttonClass } from "../../ui/button.tsx";
import { ListingIcon, type ListingIconName } from "../../ui/icons/listing-icons.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/concierge-fgv-page";
import { submitConciergeFgv } from "./concierge-fgv.server.ts";
import { ConciergeFgvForm } from "./concierge-fgv-form.tsx";
import { SentNotice } from "./lead-form.tsx";
import { FORM_ANCHORS, SENT_PARAM, sentReference } from "./lead-form-fields.ts";
import "./messages.ts";
import "../../seo/page-messages.ts";

/**
 * `/concierge/fgv`: the concierge's landing for FGV exchange students, what they get and the
 * sign-up (full name, WhatsApp number) → `POST /v2/users/concierge-fgv`.
 */
export function loader({ url }: Route.LoaderArgs) {
  return {
    idempotencyKey: crypto.randomUUID(),
    sent: sentReference(url.searchParams.get(SENT_PARAM)) ?? null,
  };
}

export const action = (args: Route.ActionArgs) => submitConciergeFgv(args);

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: t(locale, "page.conciergeFgv.title"),
    description: t(locale, "page.conciergeFgv.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

const OFFER = [
  { key: "arrival", icon: "pin" },
  { key: "support", icon: "calendar" },
  { key: "housing", icon: "home" },
  { key: "local", icon: "cap" },
  { key: "health", icon: "check" },
  { key: "culture", icon: "users" },
] as const satisfies readonly { key: string; icon: ListingIconName }[];

export default function ConciergeFgvPage({ loaderData, actionData }: Route.ComponentProps) {
  const { idempotencyKey, sent } = loaderData;
  const { locale, t: translate } = useT();
  return (
    <>
      <PageHeader title={translate("page.conciergeFgv.title")} lead={translate("page.conciergeFgv.description")}>
        <a href={`#${FORM_ANCHORS.conciergeFgv}`} className={buttonClass({ size: "lg", className: "mt-6" })}>
          {translate("fgvPage.form.heading")}
        </a>
      </PageHeader>
      <div className="mx-auto grid max-w-6xl gap-12 px-5 py-12 sm:px-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="o-que-recebe">
          <h2 id="o-que-recebe" className="font-display text-h2 font-semibold text-ink-900">
            {translate("fgvPage.offer.heading")}
          </h2>
          <p className="mt-3 text-ink-700">{translate("fgvPage.offer.lead")}</p>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {OFFER.map(({ key, icon }) => (
              <li key={key} className="flex items-start gap-3">
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-pine-50 text-pine-700">
                  <ListingIcon name={icon} className="size-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{translate(`fgvPage.offer.${key}.title`)}</h3>
                  <p className="mt-1 text-ink-700">{translate(`fgvPage.offer.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
          <AppLink
            to={href("concierge", locale)}
            className="mt-8 inline-flex min-h-11 items-center font-semibold text-pine-800 underline underline-offset-4 hover:text-pine-900"
          >
            {translate("fgvPage.offer.more")}
          </AppLink>
        </section>
        <div>
          {sent ? (
            <SentNotice
              id={FORM_ANCHORS.conciergeFgv}
              heading={translate("fgvPage.sent.heading")}
              lead={translate("fgvPage.sent.lead")}
              steps={[
                translate("fgvPage.sent.step1"),
                translate("fgvPage.sent.step2"),
                translate("fgvPage.sent.step3"),
              ]}
              reference={sent}
              againHref={`${href("conciergeFgv", locale)}#${FORM_ANCHORS.conciergeFgv}`}
            />
          ) : (
            <ConciergeFgvForm idempotencyKey={idempotencyKey} values={actionData?.values} errors={actionData?.errors} />
          )}
        </div>
      </div>
    </>
  );
}
