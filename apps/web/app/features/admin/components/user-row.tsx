import { ROLES } from "@campuslar/domain/user/roles";
import { Form, useNavigation } from "react-router";
import { useT } from "../../../i18n/t.ts";
import { Button } from "../../../ui/button.tsx";
import { SelectField } from "../../../ui/form/select-field.tsx";
import type { AdminActionData, AdminUser } from "../admin-types.ts";
import { SavedNote } from "./admin-shell.tsx";
import "../messages.ts";

export type UserView = AdminUser & { joinedOn: string };

/**
 * One account and its role, changed with a select and a save button. One's own row cannot be
 * changed (the API refuses it too): the controls are disabled and the row says why.
 */
export function UserRow({
  user,
  self,
  result,
}: {
  user: UserView;
  self: boolean;
  result: AdminActionData | undefined;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("id") === String(user.id);
  const failed = result && !result.ok ? result : null;
  const selfNoteId = `user-${user.id}-self`;
  return (
    <li data-user={user.email} className="grid gap-3 p-4 md:grid-cols-5 md:items-end">
      <div className="min-w-0 md:col-span-2">
        <p className="font-semibold text-ink-900 wrap-anywhere">{user.name}</p>
        <p className="text-sm text-ink-700 wrap-anywhere">{[user.email, user.phone].filter(Boolean).join(" · ")}</p>
        <p className="text-sm text-ink-700">
          {t("admin.users.createdAt")} {user.joinedOn}
        </p>
      </div>
      {/* Named by the account's e-mail too: two people may share a name, and each row's form needs its own
          (not by the select's own label, which the form would then repeat). */}
      <Form
        method="post"
        preventScrollReset
        aria-label={t("admin.users.account", { name: user.name, email: user.email })}
        className="flex flex-wrap items-end gap-3 md:col-span-3"
      >
        <input type="hidden" name="id" value={user.id} />
        <SelectField
          name="role"
          label={t("admin.users.roleOf", { name: user.name })}
          defaultValue={failed?.values.role ?? user.role}
          disabled={self}
          aria-describedby={self ? selfNoteId : undefined}
          error={failed?.errors.fields.role}
          options={ROLES.map((role) => ({ value: role, label: t(`admin.users.role.${role}`) }))}
          className="w-full min-w-0 sm:w-64 sm:flex-none"
        />
        <Button type="submit" disabled={self || saving} variant="secondary" size="sm">
          {t(saving ? "admin.saving" : "admin.save")}
        </Button>
        {self ? (
          <p id={selfNoteId} className="basis-full text-sm text-ink-700">
            {t("admin.users.self")}
          </p>
        ) : null}
        {result?.ok ? <SavedNote>{t("admin.users.roleSaved")}</SavedNote> : null}
      </Form>
    </li>
  );
}
