import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import type { Route } from "./+types/rental-payments-page";
import { loadRentalPayments } from "./rental-payments.server.ts";
import { BankDetails, ChargeList, HeldMoney, PixBox, RentSchedule } from "./rental-payments-parts.tsx";
import "./messages.ts";

/**
 * `/alugueis/:id/pagamentos`: a rental's money for its student, owner and staff (issue 36,
 * points 2, 3 and 9). The student sees what is due with its Pix QR and copy-and-paste code and
 * the bank details, what was paid with receipts, and what is held until when; the owner sees what
 * is coming and when, never the payment code.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const locale = localeFromPath(url.pathname);
  return { payments: await loadRentalPayments(context, params.id, locale) };
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "rentalPayments.title", { code: loaderData?.payments.code ?? "" }),
    description: translate(locale, "rentalPayments.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

export default function RentalPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { payments } = loaderData;
  const open = payments.charges.filter((charge) => charge.status === "open");
  const pixOf = (chargeId: string) => payments.pix?.find((pix) => pix.chargeId === chargeId);
  const firstPayment = payments.charges.some((charge) => charge.kind === "first_payment");
  return (
    <div className="mx-auto max-w-4xl px-5 py-10 sm:px-8 sm:py-14">
      <AppLink
        to={href("rental", locale, { id: payments.rentalId })}
        className="inline-flex min-h-11 items-center text-sm font-semibold text-pine-800 underline"
      >
        {t("rentalPayments.back")}
      </AppLink>
      <h1 className="mt-2 font-display text-h2 font-semibold text-ink-900">
        {t("rentalPayments.title", { code: payments.code })}
      </h1>
      <div className="mt-6 space-y-8">
        {payments.pix && open.length > 0 ? (
          <section aria-labelledby="due-title" className="space-y-4">
            <h2 id="due-title" className="font-display text-h3 font-semibold text-ink-900">
              {t("rentalPayments.pix.title")}
            </h2>
            {payments.demo ? (
              <p className="rounded-lg border border-brand-300 bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
                {t("rentalPayments.demo")}
              </p>
            ) : null}
            {open.map((charge) => {
              const pix = pixOf(charge.id);
              return pix ? <PixBox key={charge.id} charge={charge} pix={pix} /> : null;
            })}
            {payments.bank ? (
              <BankDetails
                bank={payments.bank}
                reference={payments.pix.length === 1 ? (payments.pix[0]?.reference ?? null) : null}
              />
            ) : null}
          </section>
        ) : null}
        {firstPayment ? <p className="text-sm text-ink-700">{t("rentalPayments.firstPayment.why")}</p> : null}
        <HeldMoney payments={payments} />
        <section aria-labelledby="charges-title" className="space-y-3">
          <h2 id="charges-title" className="font-display text-h3 font-semibold text-ink-900">
            {t("rentalPayments.history.title")}
          </h2>
          {payments.charges.length > 0 ? (
            <ChargeList payments={payments} />
          ) : (
            <p className="text-ink-700">{t("rentalPayments.nothing")}</p>
          )}
        </section>
        <RentSchedule payments={payments} />
      </div>
    </div>
  );
}
