import { ApiErrorBodySchema } from "@campuslar/domain/errors/api-error";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { Form, useLocation } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-rentals-page";
import { adminGet } from "./admin-api.server.ts";
import { pageParam, pickParams, withParams } from "./admin-filters.ts";
import { RentalRowItem } from "./admin-rentals-row.tsx";
import { ADMIN_RENTAL_STAGES, type AdminRentalPage, type AdminRentalStage } from "./admin-rentals-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell, adminCard, adminSecondaryButton } from "./components/admin-shell.tsx";
import "./admin-rentals-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "adminRentals.title", "adminRentals.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

const FILTERS = ["stage", "q", "from", "to"] as const;

/**
 * `/admin/alugueis`: staff's pipeline of rentals by stage. The filters live in the address (a GET
 * form that works without JavaScript); a refused filter (days the wrong way round) comes back with
 * the API's message next to its field and an empty list, never an error page.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const filters = pickParams(url.searchParams, FILTERS);
  const query = new URLSearchParams(filters);
  const page = pageParam(url.searchParams.get("page"));
  if (page > 1) query.set("page", String(page));
  const path = `/v2/admin/rentals${query.size > 0 ? `?${query}` : ""}`;
  const values = Object.fromEntries(FILTERS.map((name) => [name, url.searchParams.get(name) ?? ""]));
  const csvHref = `/admin/alugueis.csv${filters.size > 0 ? `?${filters}` : ""}`;
  const refused = await refusedFilters(context, path, locale);
  if (refused) return { list: null, errors: refused, values, csvHref };
  const list = await adminGet<AdminRentalPage>(context, url, path);
  return { list, errors: {} as Record<string, string>, values, csvHref };
}

/** The API's per-field messages when it refuses the filters (400), else null. */
async function refusedFilters(
  context: Route.LoaderArgs["context"],
  path: string,
  locale: "pt" | "en",
): Promise<Record<string, string> | null> {
  const separator = path.includes("?") ? "&" : "?";
  const response = await context
    .get(apiContext)(`${path}${separator}lang=${locale}`, { headers: { "Accept-Language": locale } })
    .catch(() => null);
  if (response?.status !== 400) return null;
  const body = ApiErrorBodySchema.safeParse(await response.json().catch(() => null));
  return body.success ? (body.data.error.fields ?? { form: body.data.error.message }) : null;
}

const tab =
  "inline-flex min-h-11 items-center gap-2 rounded-full border border-sand-300 px-3 text-sm font-semibold text-ink-900 aria-[current=page]:border-pine-800 aria-[current=page]:bg-pine-800 aria-[current=page]:text-white";

function StageTabs({ current, counts }: { current: string; counts: Record<AdminRentalStage, number> | null }) {
  const { t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const link = (stage: string) => withParams(params, { stage: stage || null, page: null }) || "?";
  return (
    <nav aria-label={t("adminRentals.stages")}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <AppLink to={link("")} aria-current={current === "" ? "page" : undefined} className={tab}>
            {t("adminRentals.stage.all")}
          </AppLink>
        </li>
        {ADMIN_RENTAL_STAGES.map((stage) => (
          <li key={stage}>
            <AppLink
              to={link(stage)}
              aria-current={current === stage ? "page" : undefined}
              className={tab}
              data-stage={stage}
            >
              {t(`adminRentals.stage.${stage}`)} <span>({counts?.[stage] ?? 0})</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function AdminRentals({ loaderData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { list, errors, values, csvHref } = loaderData;
  return (
    <AdminShell current="adminRentals" title={t("adminRentals.title")} lead={t("adminRentals.description")}>
      <StageTabs current={values.stage ?? ""} counts={list?.counts ?? null} />
      <Form
        method="get"
        aria-label={t("adminRentals.filters")}
        className="mt-4 grid grid-cols-2 gap-3 rounded-xl border border-sand-200 bg-white p-4 lg:grid-cols-5 lg:items-end"
      >
        {values.stage ? <input type="hidden" name="stage" value={values.stage} /> : null}
        <TextField
          name="q"
          type="search"
          label={t("adminRentals.q")}
          hint={t("adminRentals.q.hint")}
          defaultValue={values.q}
          error={errors.q}
          className="col-span-2"
        />
        <TextField
          name="from"
          type="date"
          label={t("adminRentals.from")}
          defaultValue={values.from}
          error={errors.from}
        />
        <TextField name="to" type="date" label={t("adminRentals.to")} defaultValue={values.to} error={errors.to} />
        <Button type="submit" variant="accent" size="sm">
          {t("adminRentals.apply")}
        </Button>
      </Form>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-ink-900">{countText(locale, "adminRentals.count", list?.total ?? 0)}</p>
        {/* A plain link: the browser downloads the file instead of the app navigating to it. */}
        <a href={csvHref} download className={adminSecondaryButton}>
          {t("adminRentals.export")}
        </a>
      </div>
      {!list || list.items.length === 0 ? (
        <p className={`mt-4 ${adminCard} text-ink-700`}>{t("adminRentals.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {list.items.map((rental) => (
            <RentalRowItem key={rental.id} rental={rental} />
          ))}
        </ul>
      )}
      {list ? <AdminPagination page={list.page} totalPages={list.totalPages} /> : null}
    </AdminShell>
  );
}
