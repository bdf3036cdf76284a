import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { BELOW_MARKET_SHARE } from "@campuslar/domain/property/fair-price";
import { href } from "@campuslar/domain/routes/route-table";
import { t as translate, useT } from "../../i18n/t.ts";
import { pageMeta } from "../../seo/seo.ts";
import { rootDataOf } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import type { Route } from "./+types/safety-page";
import "../../catalogue/prices/fair-price-messages.ts";
import "../../seo/page-messages.ts";

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "page.safety.title"),
    description: translate(locale, "page.safety.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
  });
}

/** Each part of the page: its heading and its points, in the order a renter meets them. */
const PARTS = [
  {
    id: "sinais",
    heading: "safety.heading.signs",
    points: [
      "safety.signs.price",
      "safety.signs.hurry",
      "safety.signs.pix",
      "safety.signs.abroad",
      "safety.signs.offsite",
    ],
  },
  {
    id: "protecao",
    heading: "safety.heading.rules",
    points: ["safety.rules.visit", "safety.rules.contract", "safety.rules.report"],
    // Verified listings (issue 22): the advice comes with the search that keeps only them.
    verifiedAdvice: true,
  },
  { id: "campuslar", heading: "safety.heading.us", points: ["safety.us.pix", "safety.us.intermediary"] },
] as const;

/**
 * How to tell a fake rental listing (issue 22): the page a listing priced far below its median
 * links to. Fake ads are priced about a third under the market to draw deposits; listings at
 * least BELOW_MARKET_SHARE under their median are flagged to staff and carry a note.
 */
export default function Safety() {
  const { locale, t } = useT();
  return (
    <>
      <PageHeader title={t("page.safety.title")} lead={t("page.safety.description")} />
      <div className="mx-auto grid max-w-3xl gap-10 px-5 py-10 sm:px-8 sm:py-14" data-below-share={BELOW_MARKET_SHARE}>
        {PARTS.map((part) => (
          <section key={part.id} id={part.id} aria-labelledby={`${part.id}-heading`}>
            <h2 id={`${part.id}-heading`} className="font-display text-h2 font-semibold text-ink-900">
              {t(part.heading)}
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-700 marker:text-brand-600">
              {part.points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
              {"verifiedAdvice" in part ? (
                <li>
                  {t("safety.rules.verified")}{" "}
                  <AppLink
                    to={`${href("search", locale)}?verified=true`}
                    className="font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
                  >
                    {t("safety.rules.verifiedLink")}
                  </AppLink>
                </li>
              ) : null}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
