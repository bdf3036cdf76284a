import type { AccessConnection, AccessConnectionList } from "@campuslar/domain/commute/access-connection";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, Form, redirect, useLocation, useNavigation } from "react-router";
import { loadUniversities } from "../../api/universities.server.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { FormAlert } from "../../ui/form/form-alert.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-access-connections-page";
import { adminGet, adminSend, formText } from "./admin-api.server.ts";
import type { AdminActionData } from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminShell, adminCard, adminSecondaryButton, SavedNote } from "./components/admin-shell.tsx";
import "./messages.ts";
import "./access-messages.ts";

/*
 * A university's access connections (decision 032): the shuttle or bus lines from a station to
 * its campus, listed, added, edited and removed by staff. Plain form posts, so it all works
 * without JavaScript; a refusal keeps what was typed, each message under its field. The API
 * recomputes the university's commutes before it answers.
 */

export const meta = (args: Route.MetaArgs) => adminMeta(args, "adminAccess.title", "adminAccess.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

/** The campus far from every station that the page opens on when none is asked for. */
const FIRST_SHOWN = "usp-butanta";

const FIELDS = [
  "fromStation",
  "line",
  "operator",
  "rideMinutes",
  "headwayMinutes",
  "stopLat",
  "stopLng",
  "source",
] as const;

const apiPath = (slug: string) => `/v2/admin/universities/${encodeURIComponent(slug)}/access-connections`;

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const universities = await loadUniversities(context);
  if (!universities) throw data(null, { status: 503 });
  const asked = url.searchParams.get("university");
  const slug =
    asked ?? (universities.some((u) => u.slug === FIRST_SHOWN) ? FIRST_SHOWN : (universities[0]?.slug ?? ""));
  const list = slug ? await adminGet<AccessConnectionList>(context, url, apiPath(slug)) : null;
  return {
    universities: universities.map((u) => ({ value: u.slug, label: u.shortName })),
    slug,
    list,
  };
}

/** Which form a post belongs to: `access-new` or `access-12`. */
const formTarget = (id: number | "new") => `access-${id}`;

export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent");
  const slug = formText(form, "university");
  const id = formText(form, "id");
  if (!slug || (intent !== "create" && !/^\d+$/.test(id))) throw data(null, { status: 400 });
  const path = intent === "create" ? apiPath(slug) : `${apiPath(slug)}/${id}`;
  const target = formTarget(intent === "create" ? "new" : Number(id));
  const back = `${href("adminAccessConnections", localeFromPath(url.pathname))}?university=${encodeURIComponent(slug)}`;
  if (intent === "delete") {
    const result = await adminSend(context, url, "DELETE", path);
    if (result.ok || result.status === 404) return redirect(`${back}&deleted=1`, 303);
    return data({ target, ok: false, errors: result.errors, values: {} } satisfies AdminActionData, 503);
  }
  if (intent !== "create" && intent !== "update") throw data(null, { status: 400 });
  const values: Record<string, string> = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)]));
  // Sent as typed: the API's schema reads numbers from text and says what is wrong, per field.
  const result = await adminSend(context, url, intent === "create" ? "POST" : "PUT", path, values);
  if (result.ok) return redirect(`${back}&saved=1`, 303);
  return data({ target, ok: false, errors: result.errors, values } satisfies AdminActionData, result.status);
}

export default function AdminAccessConnections({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT();
  const params = new URLSearchParams(useLocation().search);
  const { universities, slug, list } = loaderData;
  const editing = params.get("edit");
  const open = (target: string) => editing === target || (actionData?.ok === false && actionData.target === target);
  const shortName = list?.university.shortName ?? slug;
  return (
    <AdminShell current="adminAccessConnections" title={t("adminAccess.title")} lead={t("adminAccess.description")}>
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <SelectField
          name="university"
          label={t("adminAccess.university")}
          options={universities}
          defaultValue={slug}
          className="min-w-64"
        />
        <Button type="submit" variant="secondary" size="md">
          {t("adminAccess.show")}
        </Button>
      </Form>

      {params.get("saved") !== null || params.get("deleted") !== null ? (
        <div className="mt-6">
          <SavedNote>
            {t(params.get("deleted") !== null ? "adminAccess.deleted" : "adminAccess.saved", { university: shortName })}
          </SavedNote>
        </div>
      ) : null}

      {list ? (
        <section aria-labelledby="access-list" className="mt-8 grid gap-4">
          <h2 id="access-list" className="font-display text-h3 font-semibold text-ink-900">
            {t("adminAccess.list", { university: shortName })}
          </h2>
          {list.items.length === 0 ? (
            <p className="text-ink-700">{t("adminAccess.empty")}</p>
          ) : (
            <ul className="grid gap-3">
              {list.items.map((item) =>
                open(formTarget(item.id)) ? (
                  <li key={item.id} id={formTarget(item.id)}>
                    <ConnectionForm slug={slug} item={item} actionData={actionData} />
                  </li>
                ) : (
                  <ConnectionCard key={item.id} slug={slug} item={item} />
                ),
              )}
            </ul>
          )}
          <ConnectionForm slug={slug} actionData={actionData} />
        </section>
      ) : (
        <p className="mt-8 text-ink-700">{t("adminAccess.noUniversity")}</p>
      )}
    </AdminShell>
  );
}

function ConnectionCard({ slug, item }: { slug: string; item: AccessConnection }) {
  const { locale, t } = useT();
  const target = formTarget(item.id);
  const editHref = `${href("adminAccessConnections", locale)}?university=${encodeURIComponent(slug)}&edit=${target}#${target}-form`;
  return (
    <li id={target} data-access-connection={item.line} className={`${adminCard} grid gap-2`}>
      <p className="font-semibold text-ink-900 wrap-anywhere">{item.line}</p>
      <p className="text-sm text-ink-700">
        {t("adminAccess.summary", {
          station: item.fromStation,
          ride: item.rideMinutes,
          headway: item.headwayMinutes,
          operator: item.operator,
        })}
      </p>
      <p className="text-sm text-ink-700">{t("adminAccess.stop", { lat: item.stopLat, lng: item.stopLng })}</p>
      <p className="text-sm text-ink-700 wrap-anywhere">{t("adminAccess.source", { source: item.source })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <AppLink
          to={editHref}
          aria-label={t("adminAccess.editOf", { line: item.line })}
          className={adminSecondaryButton}
        >
          {t("adminAccess.edit")}
        </AppLink>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="university" value={slug} />
          <input type="hidden" name="id" value={item.id} />
          <Button type="submit" variant="danger" size="sm" aria-label={t("adminAccess.deleteOf", { line: item.line })}>
            {t("adminAccess.delete")}
          </Button>
        </Form>
      </div>
    </li>
  );
}

const valuesOf = (item: AccessConnection): Record<string, string> =>
  Object.fromEntries(FIELDS.map((name) => [name, String(item[name])]));

function ConnectionForm({
  slug,
  item,
  actionData,
}: {
  slug: string;
  item?: AccessConnection;
  actionData: AdminActionData | undefined;
}) {
  const { locale, t } = useT();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const target = formTarget(item?.id ?? "new");
  const failed = actionData && !actionData.ok && actionData.target === target ? actionData : undefined;
  const values = failed?.values ?? (item ? valuesOf(item) : {});
  const errors = failed?.errors.fields ?? {};
  const title = item ? t("adminAccess.editOf", { line: item.line }) : t("adminAccess.add");
  const field = (name: (typeof FIELDS)[number]) => ({
    name,
    defaultValue: values[name],
    error: errors[name],
    label: t(`adminAccess.field.${name}`),
  });
  return (
    <Form
      method="post"
      noValidate
      id={`${target}-form`}
      aria-label={title}
      className="grid gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4"
    >
      <h3 className="font-semibold text-ink-900">{title}</h3>
      {failed?.errors.form ? <FormAlert compact>{failed.errors.form}</FormAlert> : null}
      <input type="hidden" name="intent" value={item ? "update" : "create"} />
      <input type="hidden" name="university" value={slug} />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField {...field("line")} required maxLength={80} hint={t("adminAccess.field.line.hint")} />
        <TextField {...field("operator")} required maxLength={80} />
        <TextField {...field("fromStation")} required maxLength={80} hint={t("adminAccess.field.fromStation.hint")} />
        <TextField {...field("rideMinutes")} type="number" inputMode="numeric" min={1} max={90} required />
        <TextField
          {...field("headwayMinutes")}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          required
          hint={t("adminAccess.field.headwayMinutes.hint")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("stopLat")} inputMode="decimal" required />
          <TextField {...field("stopLng")} inputMode="decimal" required />
        </div>
        <TextField
          {...field("source")}
          required
          maxLength={500}
          hint={t("adminAccess.field.source.hint")}
          className="md:col-span-2"
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={saving} variant="accent" size="sm">
          {t(saving ? "admin.saving" : item ? "admin.save" : "adminAccess.create")}
        </Button>
        {item ? (
          <AppLink
            to={`${href("adminAccessConnections", locale)}?university=${encodeURIComponent(slug)}`}
            className="text-sm font-medium text-pine-700 underline"
          >
            {t("adminAccess.cancel")}
          </AppLink>
        ) : null}
      </div>
    </Form>
  );
}
