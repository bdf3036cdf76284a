import { calendarDayText, dateTimeText } from "@campuslar/domain/dates/display-dates";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { centsToReais, formatBRL } from "@campuslar/domain/money/money";
import { PIX_KEY_TYPES } from "@campuslar/domain/payments/payment-enums";
import { href } from "@campuslar/domain/routes/route-table";
import { data, redirect } from "react-router";
import { type TypedValues, typedValues } from "../../../api/form-values.server.ts";
import { type MessageKey, t as translate, useT } from "../../../i18n/t.ts";
import { pageMeta } from "../../../seo/seo.ts";
import { rootDataOf } from "../../../site/root-data.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { bindFields } from "../../../ui/form/bind-fields.ts";
import { ChoiceGroupField } from "../../../ui/form/choice-group-field.tsx";
import type { FormRefusal } from "../../../ui/form/idempotent-form.tsx";
import { IdempotentForm } from "../../../ui/form/idempotent-form.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import type { Route } from "./+types/owner-payouts-page";
import {
  loadMyPayoutAccount,
  loadStatement,
  type MyPayoutAccount,
  type OwnerStatement,
  sendPayoutAccount,
  statementMonthOf,
} from "./payouts.server.ts";
import "./messages.ts";

const FIELDS = [
  "method",
  "pixKeyType",
  "pixKey",
  "bankCode",
  "branch",
  "accountNumber",
  "holderName",
  "holderDocument",
] as const;

type ActionData = { values: TypedValues; errors: FormRefusal };

/**
 * `/meus-imoveis/recebimentos` (account area): where the owner is paid, masked, with a change
 * waiting for its e-mailed link; the form to add or change it (without JavaScript too); and the
 * month's statement (`?mes=YYYY-MM`).
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname);
  const month = statementMonthOf(url.searchParams.get("mes"));
  const [account, statement] = await Promise.all([
    loadMyPayoutAccount(context, locale),
    loadStatement(context, month, locale),
  ]);
  return { account, statement, saved: url.searchParams.has("salvo"), formKey: crypto.randomUUID() };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = localeFromPath(url.pathname);
  const values = typedValues(await request.formData(), FIELDS);
  const result = await sendPayoutAccount(context, values, locale);
  if (!result.ok) return data({ values, errors: result.errors } satisfies ActionData, { status: result.status });
  throw redirect(`${href("ownerPayouts", locale)}?salvo=1`);
}

export function meta({ location, matches }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname);
  return pageMeta({
    title: translate(locale, "payouts.title"),
    description: translate(locale, "payouts.description"),
    origin: rootDataOf(matches).origin,
    pathname: location.pathname,
    noindex: true,
  });
}

const money = (cents: number) => formatBRL(centsToReais(cents));
const card = "rounded-xl border border-sand-200 bg-white p-5";

function AccountCard({ account, saved }: { account: MyPayoutAccount; saved: boolean }) {
  const { locale, t } = useT();
  const { active, pending } = account;
  return (
    <section aria-labelledby="payout-account" className={card}>
      <h2 id="payout-account" className="font-display text-h3 font-semibold text-ink-900">
        {t("payouts.account.title")}
      </h2>
      {saved && pending ? (
        <p
          role="status"
          className="mt-3 rounded-lg border border-pine-200 bg-pine-50 px-4 py-3 font-medium text-pine-800"
        >
          {t("payouts.account.saved")}
        </p>
      ) : null}
      {active ? (
        <div className="mt-3" data-testid="payout-active">
          <p className="text-sm text-ink-700">{t("payouts.account.active")}</p>
          <p className="font-semibold text-ink-900">{active.masked}</p>
          <p className="text-sm text-ink-700">
            {t("payouts.account.holder", { name: active.holderName, document: active.holderDocument })}
          </p>
          {account.onHold && active.payoutsHoldUntil ? (
            <p className="mt-2 text-sm text-ink-800">
              {t("payouts.account.hold", { until: dateTimeText(locale, active.payoutsHoldUntil) })}
            </p>
          ) : null}
        </div>
      ) : pending ? null : (
        <p className="mt-3 text-ink-700">{t("payouts.account.none")}</p>
      )}
      {pending ? (
        <div className="mt-4 rounded-lg border border-sand-300 bg-sand-50 p-3" data-testid="payout-pending">
          <p className="font-semibold text-ink-900">
            {t("payouts.account.pending")}: {pending.masked}
          </p>
          <p className="mt-1 text-sm text-ink-700">
            {t("payouts.account.pendingNote", {
              until: pending.confirmExpiresAt ? dateTimeText(locale, pending.confirmExpiresAt) : "",
            })}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function AccountForm({ formKey, answer }: { formKey: string; answer: ActionData | undefined }) {
  const { t } = useT();
  const values = answer?.values ?? { method: "pix", pixKeyType: "cpf" };
  const field = bindFields(values, answer?.errors.fields);
  return (
    <section aria-labelledby="payout-form" id="conta" className={card}>
      <h2 id="payout-form" className="font-display text-h3 font-semibold text-ink-900">
        {t("payouts.form.title")}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t("payouts.form.lead")}</p>
      <IdempotentForm
        scopeId="conta"
        idempotencyKey={formKey}
        errors={answer?.errors}
        fields={FIELDS}
        failed={t("payouts.failed")}
        submitLabel={t("payouts.form.submit")}
        submittingLabel={t("payouts.form.submitting")}
        submitClassName="w-full sm:w-auto"
        // Without JavaScript both ways show; with a browser that knows `:has()`, only the one chosen.
        className="group mt-4 space-y-5"
      >
        <ChoiceGroupField
          {...field("method")}
          type="radio"
          label={t("payouts.form.method")}
          options={(["pix", "bank_account"] as const).map((value) => ({
            value,
            label: t(`payouts.form.method.${value}`),
          }))}
        />
        <fieldset className="space-y-4 group-has-[input[name=method][value=bank_account]:checked]:hidden">
          <legend className="font-semibold text-ink-900">{t("payouts.form.pix")}</legend>
          <SelectField
            {...field("pixKeyType")}
            label={t("payouts.form.pixKeyType")}
            placeholder={t("payouts.form.choose")}
            options={PIX_KEY_TYPES.map((value) => ({ value, label: t(`payouts.form.pixKeyType.${value}`) }))}
          />
          <TextField {...field("pixKey")} autoComplete="off" spellCheck={false} label={t("payouts.form.pixKey")} />
        </fieldset>
        <fieldset className="space-y-4 group-has-[input[name=method][value=pix]:checked]:hidden">
          <legend className="font-semibold text-ink-900">{t("payouts.form.bank")}</legend>
          <TextField
            {...field("bankCode")}
            inputMode="numeric"
            autoComplete="off"
            label={t("payouts.form.bankCode")}
            hint={t("payouts.form.bankCode.hint")}
          />
          <TextField {...field("branch")} inputMode="numeric" autoComplete="off" label={t("payouts.form.branch")} />
          <TextField
            {...field("accountNumber")}
            autoComplete="off"
            label={t("payouts.form.accountNumber")}
            hint={t("payouts.form.accountNumber.hint")}
          />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="font-semibold text-ink-900">{t("payouts.form.holder")}</legend>
          <TextField {...field("holderName")} autoComplete="name" label={t("payouts.form.holderName")} />
          <TextField {...field("holderDocument")} autoComplete="off" label={t("payouts.form.holderDocument")} />
        </fieldset>
      </IdempotentForm>
    </section>
  );
}

const monthTitle = (locale: "pt" | "en", month: string) =>
  new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "pt-BR", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T00:00:00Z`));

function kindKey(kind: string): MessageKey | null {
  const key = `payouts.statement.kind.${kind}`;
  return ["payment", "receipt_matched", "release", "refund"].includes(kind) ? (key as MessageKey) : null;
}

function Statement({ statement }: { statement: OwnerStatement }) {
  const { locale, t } = useT();
  const base = href("ownerPayouts", locale);
  const next = statement.next;
  return (
    <section aria-labelledby="payout-statement" className={card}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payout-statement" className="font-display text-h3 font-semibold text-ink-900">
          {t("payouts.statement.title", { month: monthTitle(locale, statement.month) })}
        </h2>
        <nav className="flex gap-4 text-sm" aria-label={t("payouts.statement.title", { month: "" }).trim()}>
          <AppLink
            to={`${base}?mes=${statement.previousMonth}`}
            className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
          >
            {t("payouts.statement.previous")}
          </AppLink>
          {statement.nextMonth ? (
            <AppLink
              to={`${base}?mes=${statement.nextMonth}`}
              className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
            >
              {t("payouts.statement.next")}
            </AppLink>
          ) : null}
        </nav>
      </div>
      <div className="mt-3 rounded-lg bg-sand-50 p-3" data-testid="payout-owed">
        <p className="text-sm text-ink-700">{t("payouts.owed.title")}</p>
        <p className="font-display text-h3 font-semibold text-ink-900">{money(statement.owedCents)}</p>
        <p className="text-sm text-ink-800">
          {t(`payouts.next.${next.state}`, { until: next.until ? dateTimeText(locale, next.until) : "" })}
        </p>
      </div>
      {statement.rentals.length === 0 ? (
        <p className="mt-4 text-ink-700">{t("payouts.statement.empty")}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {statement.rentals.map((rental) => (
            <li key={rental.rentalId ?? "none"} className="border-t border-sand-200 pt-3">
              <p className="font-semibold text-ink-900">
                {rental.rentalCode
                  ? t("payouts.statement.rental", { code: rental.rentalCode })
                  : t("payouts.statement.rentalNone")}
                {rental.listingTitle ? (
                  <span className="font-normal text-ink-700"> · {rental.listingTitle[locale]}</span>
                ) : null}
              </p>
              <table className="mt-2 w-full text-sm">
                <thead className="sr-only sm:not-sr-only">
                  <tr className="text-left text-ink-700">
                    <th scope="col" className="py-1 font-semibold" />
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t("payouts.statement.gross")}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t("payouts.statement.commission")}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t("payouts.statement.net")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rental.credits.map((credit) => {
                    const key = kindKey(credit.kind);
                    return (
                      <tr key={`${credit.on}-${credit.kind}-${credit.netCents}`} className="align-top">
                        <th scope="row" className="py-1 pr-2 text-left font-normal text-ink-800">
                          {calendarDayText(locale, credit.on)} · {key ? t(key) : credit.kind}
                        </th>
                        <td className="py-1 text-right whitespace-nowrap">{money(credit.grossCents)}</td>
                        <td className="py-1 text-right whitespace-nowrap">{money(credit.commissionCents)}</td>
                        <td className="py-1 text-right font-semibold whitespace-nowrap">{money(credit.netCents)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </li>
          ))}
          <li className="flex justify-between border-t border-sand-300 pt-3 font-semibold">
            <span>{t("payouts.statement.total")}</span>
            <span>{money(statement.totals.netCents)}</span>
          </li>
        </ul>
      )}
      <h3 className="mt-6 font-semibold text-ink-900">{t("payouts.statement.payouts")}</h3>
      {statement.payouts.length === 0 ? (
        <p className="mt-1 text-sm text-ink-700">{t("payouts.statement.noPayouts")}</p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {statement.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap justify-between gap-2 border-t border-sand-200 pt-2">
              <span>
                {calendarDayText(locale, payout.createdOn)} · {payout.account} ·{" "}
                {t("payouts.statement.reference", { reference: payout.reference })}
              </span>
              <span className="font-semibold">
                {money(payout.amountCents)} ·{" "}
                {payout.status === "paid" && payout.paidOn
                  ? t("payouts.status.paid", { date: calendarDayText(locale, payout.paidOn) })
                  : t(`payouts.status.${payout.status === "paid" ? "exported" : payout.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function OwnerPayoutsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const answer = actionData as ActionData | undefined;
  return (
    <>
      <PageHeader title={t("payouts.title")} lead={t("payouts.description")} />
      <div className="mx-auto grid max-w-5xl gap-6 px-5 py-10 sm:px-8 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <AccountCard account={loaderData.account} saved={loaderData.saved} />
          <AccountForm formKey={loaderData.formKey} answer={answer} />
        </div>
        <div className="space-y-6">
          <Statement statement={loaderData.statement} />
          <AppLink
            to={href("ownerListings", locale)}
            className="inline-flex min-h-11 items-center font-semibold text-pine-800 underline"
          >
            {t("payouts.back")}
          </AppLink>
        </div>
      </div>
    </>
  );
}
