import { formatBRL } from "@campuslar/domain/money/money";
import { MIN_COMPARABLES, type PricePosition } from "@campuslar/domain/property/fair-price";
import { href } from "@campuslar/domain/routes/route-table";
import { useT } from "../../i18n/t.ts";
import { AppLink } from "../../ui/app-link.tsx";
import "./fair-price-messages.ts";

type T = ReturnType<typeof useT>["t"];

/** "furnished whole homes of 21 to 30 m²", "beds in furnished shared rooms": who the listing is compared with. */
function peerGroupText(t: T, { letting, furnished, sizeBand }: PricePosition["peerGroup"]): string {
  const group = t(`fairPrice.peer.${letting}.${furnished ? "furnished" : "unfurnished"}`);
  if (!sizeBand) return group;
  if (sizeBand.maxM2 === null) return t("fairPrice.band.from", { group, min: sizeBand.minM2 });
  if (sizeBand.minM2 === 0) return t("fairPrice.band.upTo", { group, max: sizeBand.maxM2 });
  return t("fairPrice.band.between", { group, min: sizeBand.minM2, max: sizeBand.maxM2 });
}

/**
 * "8% below the median for furnished private rooms in Pinheiros", or, with too few peers to
 * judge by, a sentence that says so (issue 34: no verdict without enough comparables).
 */
function standing(t: T, position: PricePosition): string {
  const group = peerGroupText(t, position.peerGroup);
  const { percent } = position;
  if (percent === null) return t("fairPrice.tooFew");
  const vars = { percent: Math.abs(percent), group, place: position.neighbourhood ?? t("fairPrice.city") };
  return t(percent < 0 ? "fairPrice.below" : percent > 0 ? "fairPrice.above" : "fairPrice.at", vars);
}

/** The comparison set: how many peers, where, the middle half's range and the median; or how few there are. */
function comparison(t: T, position: PricePosition): string {
  const { low, median, high } = position;
  if (position.percent === null || low === null || median === null || high === null) {
    return t("fairPrice.tooFew.detail", {
      group: peerGroupText(t, position.peerGroup),
      sample: position.sample,
      min: MIN_COMPARABLES,
    });
  }
  return t(`fairPrice.compared.${position.basis}`, {
    sample: position.sample,
    place: position.neighbourhood ?? t("fairPrice.city"),
    low: formatBRL(low),
    high: formatBRL(high),
    median: formatBRL(median),
    value: formatBRL(position.value),
  });
}

/**
 * Where a rental's all-in price stands against its peers (issues 22 and 34): the comparison set
 * it was judged by, and, when it is far below, the safety note: a price that low is the
 * commonest sign of a fake listing.
 */
export function PricePositionNote({ position }: { position: PricePosition | null }) {
  const { locale, t } = useT();
  if (!position) return null;
  return (
    <div className="space-y-3" data-testid="price-position">
      <p className="text-sm text-ink-700">
        <span className="font-semibold text-ink-900">{standing(t, position)}</span>{" "}
        <span data-testid="price-comparison">{comparison(t, position)}</span>
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

/** The review queue's line (issues 22 and 34): where the price stands, and a flag when the price is far below its median. */
export function PricePositionFlag({ position }: { position: PricePosition | null }) {
  const { t } = useT();
  if (!position) return null;
  return (
    <div className="sm:col-span-2">
      <dt className="inline font-semibold text-ink-700">{t("fairPrice.review.label")}: </dt>
      <dd className="inline text-ink-900">
        {standing(t, position)}
        {position.farBelowMarket ? (
          <strong data-price-flag className="ml-2 rounded-full bg-brand-700 px-2.5 py-0.5 text-xs text-white">
            {t("fairPrice.review.flag")}
          </strong>
        ) : null}
      </dd>
    </div>
  );
}
