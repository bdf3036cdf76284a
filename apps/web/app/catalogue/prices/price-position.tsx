import { formatBRL } from "@campuslar/domain/money/money";
import type { PricePosition } from "@campuslar/domain/property/fair-price";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import "./fair-price-messages.ts";

/** "8% below the median for rooms in colivings in Pinheiros": the sentence's key and values. */
function standing(t: ReturnType<typeof useT>["t"], position: PricePosition) {
  const unit = position.basis === "per_room" ? "room" : "whole";
  const vars = {
    percent: Math.abs(position.percent),
    type: t(`fairPrice.group.${position.type}.${unit}`),
    place: position.neighbourhood ?? t("fairPrice.city"),
  };
  const key = position.percent < 0 ? "fairPrice.below" : position.percent > 0 ? "fairPrice.above" : "fairPrice.at";
  return { key, vars } as const;
}

/**
 * Where a rental's all-in price stands against the median of its type in its
 * neighbourhood (issue 22), and, when it is far below, the safety note: a price that low is the
 * commonest sign of a fake listing.
 */
export function PricePositionNote({ position }: { position: PricePosition | null }) {
  const { locale, t } = useT();
  if (!position) return null;
  const { key, vars } = standing(t, position);
  return (
    <div className="space-y-3" data-testid="price-position">
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">{t(key, vars)}</span>{" "}
        <span>
          {t(`fairPrice.detail.${position.basis}`, {
            value: formatBRL(position.value),
            median: formatBRL(position.median),
            sample: position.sample.toLocaleString(locale === "en" ? "en-GB" : "pt-BR"),
          })}
        </span>
      </p>
      {position.farBelowMarket ? (
        <div
          role="note"
          aria-labelledby="price-warning-title"
          className="rounded-xl border-2 border-brand-600 bg-brand-50 p-4"
        >
          <p id="price-warning-title" className="font-semibold text-ink-900">
            {t("fairPrice.warning.title")}
          </p>
          <p className="mt-1 text-sm text-ink-700">{t("fairPrice.warning.body")}</p>
          <AppLink
            to={href("safety", locale)}
            className="mt-2 inline-block text-sm font-semibold text-pine-800 underline underline-offset-2 hover:text-pine-900"
          >
            {t("fairPrice.warning.link")}
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}

/** The review queue's line (issue 22): the figures, and a flag when the price is far below its median. */
export function PricePositionFlag({ position }: { position: PricePosition | null }) {
  const { t } = useT();
  if (!position) return null;
  const { key, vars } = standing(t, position);
  return (
    <div className="sm:col-span-2">
      <dt className="inline font-semibold text-ink-700">{t("fairPrice.review.label")}: </dt>
      <dd className="inline text-ink-900">
        {t(key, vars)}
        {position.farBelowMarket ? (
          <strong data-price-flag className="ml-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs text-white">
            {t("fairPrice.review.flag")}
          </strong>
        ) : null}
      </dd>
    </div>
  );
}
