import { dateText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { BatchResultSchema, PayoutBatchListSchema } from "@campuslar/domain/payments/payout-batch";
import { Form, useNavigation } from "react-router";
import { t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { requireStaff } from "../../../session/require-user.server.ts";
import { BackofficeShell, backofficeCard } from "../../../site/backoffice-shell.tsx";
import { rootDataOf } from "../../../site/root-data.ts";
import { Button, buttonClass } from "../../../ui/button.tsx";
import { ScrollTable } from "../../../ui/scroll-table.tsx";
import type { Route } from "./+types/admin-payouts-page";
import { type BatchResult, type PayoutBatch, payoutsApi } from "./admin-payouts.server.ts";
import "./messages.ts";

/**
 * `/admin/repasses`: staff make a payout batch (every owner owed and payable, once), download its
 * CSV to pay in the bank, and follow each payout until a statement marks it paid. Every call is a
 * money action: a session without its second factor is sent to confirm it and comes back here.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const { items } = await payoutsApi(context, url, "GET", "/v2/admin/payout-batches", PayoutBatchListSchema);
  return { batches: items };
}

export async function action({ context, url }: Route.ActionArgs) {
  await requireStaff(context, url);
  return await payoutsApi(context, url, "POST", "/v2/admin/payout-batches", BatchResultSchema);
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "adminPayouts.title"),
    description: translate(locale, "adminPayouts.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));

function CreatedNote({ result }: { result: BatchResult }) {
  const { locale, t } = useT();
  return (
    <div role="status" className="mt-4 space-y-2">
      <p className="font-semibold text-ink-900">
        {result.batch
          ? t("adminPayouts.created", { count: result.batch.payoutCount, total: money(result.batch.totalCents) })
          : t("adminPayouts.nothing")}
      </p>
      {result.skipped.length > 0 ? (
        <>
          <p className="text-sm font-semibold text-ink-800">{t("adminPayouts.skipped.title")}</p>
          <ul className="list-disc pl-5 text-sm text-ink-800">
            {result.skipped.map((owner) => (
              <li key={owner.ownerId}>
                {t(`adminPayouts.skipped.${owner.reason}`, {
                  name: owner.name,
                  amount: money(owner.owedCents),
                  until: owner.until ? dateTimeText(locale, owner.until) : "",
                })}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function Batch({ batch }: { batch: PayoutBatch }) {
  const { locale, t } = useT();
  const cell = "px-3 py-2 text-left align-top";
  const heading = t("adminPayouts.batch.heading", {
    date: dateTimeText(locale, batch.createdAt),
    count: batch.payoutCount,
    total: money(batch.totalCents),
  });
  return (
    <section className={backofficeCard} aria-labelledby={`batch-${batch.id}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`batch-${batch.id}`} className="font-semibold text-ink-900">
          {heading}
        </h3>
        {/* A file, not a page: the browser downloads it without leaving. */}
        <a
          href={`/admin/repasses/${batch.id}/csv`}
          download
          className={buttonClass({ variant: "secondary", size: "sm" })}
        >
          {t("adminPayouts.batch.csv")}
        </a>
      </div>
      <ScrollTable label={heading} className="mt-3">
        <table className="w-full min-w-[36rem] text-sm">
          <thead>
            <tr className="border-b border-sand-200 text-ink-700">
              <th scope="col" className={cell}>
                {t("adminPayouts.col.owner")}
              </th>
              <th scope="col" className={cell}>
                {t("adminPayouts.col.account")}
              </th>
              <th scope="col" className={cell}>
                {t("adminPayouts.col.reference")}
              </th>
              <th scope="col" className={`${cell} text-right`}>
                {t("adminPayouts.col.amount")}
              </th>
              <th scope="col" className={cell}>
                {t("adminPayouts.col.status")}
              </th>
            </tr>
          </thead>
          <tbody>
            {batch.payouts.map((payout) => (
              <tr key={payout.id} className="border-b border-sand-100">
                <td className={cell}>{payout.ownerName}</td>
                <td className={cell}>{payout.account}</td>
                <td className={`${cell} font-mono`}>{payout.reference}</td>
                <td className={`${cell} text-right whitespace-nowrap`}>{money(payout.amountCents)}</td>
                <td className={cell}>
                  {payout.status === "paid" && payout.paidAt
                    ? t("adminPayouts.status.paid", { date: dateText(locale, payout.paidAt) })
                    : t(`adminPayouts.status.${payout.status === "paid" ? "exported" : payout.status}`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>
    </section>
  );
}

export default function AdminPayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <BackofficeShell current="adminPayouts" title={t("adminPayouts.title")} lead={t("adminPayouts.description")}>
      <section className={backofficeCard} aria-labelledby="new-batch">
        <h2 id="new-batch" className="font-display text-h3 font-semibold text-ink-900">
          {t("adminPayouts.create.title")}
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t("adminPayouts.create.lead")}</p>
        <Form method="post" className="mt-3">
          <Button type="submit" busy={submitting}>
            {submitting ? t("adminPayouts.create.submitting") : t("adminPayouts.create.submit")}
          </Button>
        </Form>
        {actionData ? <CreatedNote result={actionData as BatchResult} /> : null}
      </section>
      <h2 className="mt-8 font-display text-h3 font-semibold text-ink-900">{t("adminPayouts.batches.title")}</h2>
      {loaderData.batches.length === 0 ? (
        <p className="mt-2 text-ink-700">{t("adminPayouts.batches.empty")}</p>
      ) : (
        <div className="mt-3 space-y-4">
          {loaderData.batches.map((batch) => (
            <Batch key={batch.id} batch={batch} />
          ))}
        </div>
      )}
    </BackofficeShell>
  );
}
