import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { ROLES } from "@campuslar/domain/user/roles";
import { data, Form, useLocation } from "react-router";
import type { FormErrors } from "../../api/api-form.server.ts";
import { phoneText } from "../../api/phone-text.server.ts";
import { countText } from "../../i18n/count-text.ts";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import { useRootData } from "../../site/root-data.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { SelectField } from "../../ui/form/select-field.tsx";
import { TextField } from "../../ui/form/text-field.tsx";
import type { Route } from "./+types/admin-users-page";
import { adminGet, adminSend, dateTimeText, formText } from "./admin-api.server.ts";
import { pageParam, pickParams } from "./admin-filters.ts";
import type { AdminActionData, AdminUserPage } from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminPagination } from "./components/admin-pagination.tsx";
import { AdminShell } from "./components/admin-shell.tsx";
import { UserRow, type UserView } from "./components/user-row.tsx";
import "./messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "admin.users.title", "admin.users.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const locale = localeFromPath(url.pathname);
  const query = pickParams(url.searchParams, ["q", "role"]);
  query.set("page", String(pageParam(url.searchParams.get("page"))));
  const list = await adminGet<AdminUserPage>(context, url, `/v2/admin/users?${query}`);
  if (!list) throw data(null, { status: 503 });
  return {
    users: list.items.map(
      (user): UserView => ({
        ...user,
        phone: phoneText(user.phone),
        joinedOn: dateTimeText(locale, user.createdAt) ?? "",
      }),
    ),
    page: list.page,
    total: list.total,
    totalPages: list.totalPages,
  };
}

/** Changes one user's role; the API refuses a staff member's own (409), said next to the field. */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const id = formText(form, "id");
  const values = { role: formText(form, "role") };
  const target = `user:${id}`;
  if (!id) throw data(null, { status: 400 });
  const result = await adminSend(context, url, "PATCH", `/v2/admin/users/${encodeURIComponent(id)}`, values);
  if (result.ok) return { target, ok: true } satisfies AdminActionData;
  // A refusal without a field (the 409 for one's own role) belongs next to the role all the same.
  const errors: FormErrors = result.errors.form ? { fields: { role: result.errors.form } } : result.errors;
  return data({ target, ok: false, errors, values } satisfies AdminActionData, { status: result.status });
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const me = useRootData().user;
  const { users, total, page, totalPages } = loaderData;
  return (
    <AdminShell current="adminUsers" title={t("admin.users.title")} lead={t("admin.users.description")}>
      <Form
        method="get"
        aria-label={t("admin.filters.title")}
        className="grid gap-3 rounded-xl border border-sand-200 bg-white p-4 sm:grid-cols-3 sm:items-end"
      >
        <TextField name="q" type="search" label={t("admin.users.search")} defaultValue={params.get("q") ?? ""} />
        <SelectField
          name="role"
          label={t("admin.users.role")}
          placeholder={t("admin.filters.any")}
          defaultValue={params.get("role") ?? ""}
          options={ROLES.map((role) => ({ value: role, label: t(`admin.users.role.${role}`) }))}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" variant="accent" size="sm">
            {t("admin.filters.apply")}
          </Button>
          <AppLink to={href("adminUsers", locale)} className="text-sm font-medium text-pine-700 underline">
            {t("admin.filters.clear")}
          </AppLink>
        </div>
      </Form>
      <p className="mt-5 font-semibold text-ink-900">{countText(locale, "admin.users.count", total)}</p>
      {users.length === 0 ? (
        <p className="mt-4 rounded-xl border border-sand-200 bg-white p-6 text-ink-700">{t("admin.users.empty")}</p>
      ) : (
        <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
          {users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              self={me !== null && String(me.id) === String(user.id)}
              result={actionData?.target === `user:${user.id}` ? actionData : undefined}
            />
          ))}
        </ul>
      )}
      <AdminPagination page={page} totalPages={totalPages} />
    </AdminShell>
  );
}
