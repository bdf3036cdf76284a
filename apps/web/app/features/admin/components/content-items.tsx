import type { PressMention, Testimonial } from "@campuslar/domain/content/home-content";
import { href } from "@campuslar/domain/routes/route-table";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../../../ui/button.tsx";
import { FormAlert } from "../../../ui/form/form-alert.tsx";
import "../messages.ts";
import "../content-messages.ts";
import { useT } from "../../../i18n/t.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { TextField } from "../../../ui/form/text-field.tsx";
import { TextAreaField } from "../../../ui/form/textarea-field.tsx";
import type { AdminActionData } from "../admin-types.ts";
import { adminCard, adminSecondaryButton } from "./admin-shell.tsx";

/*
 * The backoffice's press mentions and testimonials: one card per item with its state and its
 * actions (edit, publish or hide, delete), and one form to add or edit. Every action is a plain
 * form post, so all of it works without JavaScript; a refused form comes back with what was typed
 * and each message under its field.
 */

export type ContentKind = "press" | "testimonial";

/** Which form a post belongs to: `press-new`, `press-12`, `testimonial-3`... */
export const formTarget = (kind: ContentKind, id: number | "new") => `${kind}-${id}`;

/** The result for one form only, when it was the one sent. */
const resultFor = (actionData: AdminActionData | undefined, target: string) =>
  actionData && !actionData.ok && actionData.target === target ? actionData : undefined;

/** An item's state and its actions. */
export function ContentCard({
  kind,
  id,
  name,
  published,
  example,
  children,
}: {
  kind: ContentKind;
  id: number;
  name: string;
  published: boolean;
  example: boolean;
  children: ReactNode;
}) {
  const { locale, t } = useT();
  const target = formTarget(kind, id);
  return (
    <li id={target} data-content-item={name} className={`${adminCard} grid gap-3`}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink-900 wrap-anywhere">{name}</span>
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
            published ? "bg-pine-100 text-pine-800" : "bg-sand-200 text-ink-700"
          }`}
        >
          {t(published ? "adminContent.status.published" : "adminContent.status.hidden")}
        </span>
        {example ? (
          <span className="rounded-full border border-dashed border-brand-700 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t("adminContent.example")}
          </span>
        ) : null}
      </div>
      <div className="text-sm text-ink-700">{children}</div>
      <div className="flex flex-wrap items-center gap-2">
        <AppLink
          to={`${href("adminContent", locale)}?edit=${target}#${target}-form`}
          aria-label={t("adminContent.editOf", { name })}
          className={adminSecondaryButton}
        >
          {t("adminContent.editLink")}
        </AppLink>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="toggle" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="published" value={published ? "" : "on"} />
          <Button
            type="submit"
            aria-label={t(published ? "adminContent.unpublishOf" : "adminContent.publishOf", { name })}
            variant="secondary"
            size="sm"
          >
            {t(published ? "adminContent.unpublish" : "adminContent.publish")}
          </Button>
        </Form>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <button
            type="submit"
            aria-label={t("adminContent.deleteOf", { name })}
            className={`${adminSecondaryButton} text-brand-800`}
          >
            {t("adminContent.delete")}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** The fields both forms end with: the order and the published box. */
function OrderAndPublish({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const { t } = useT();
  return (
    <>
      <TextField
        name="position"
        type="number"
        inputMode="numeric"
        min={0}
        max={999}
        label={t("adminContent.position")}
        defaultValue={values.position ?? "0"}
        error={errors.position}
        className="sm:max-w-48"
      />
      <label className="flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          type="checkbox"
          name="published"
          defaultChecked={values.published === "on"}
          className="size-5 accent-pine-700"
        />
        {t("adminContent.published")}
      </label>
    </>
  );
}

function FormButtons({ editing }: { editing: boolean }) {
  const { locale, t } = useT();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" busy={saving} variant="accent" size="sm">
        {t(saving ? "admin.saving" : editing ? "admin.save" : "adminContent.create")}
      </Button>
      {editing ? (
        <AppLink to={href("adminContent", locale)} className="text-sm font-medium text-pine-700 underline">
          {t("adminContent.cancel")}
        </AppLink>
      ) : null}
    </div>
  );
}

const formClass = "grid gap-4 rounded-xl border border-sand-200 bg-sand-50 p-4";

/** What a form shows: the typed values after a refusal, else the item's, else nothing. */
function formState(actionData: AdminActionData | undefined, target: string, initial: Record<string, string>) {
  const failed = resultFor(actionData, target);
  return { values: failed?.values ?? initial, errors: failed?.errors.fields ?? {}, alert: failed?.errors.form };
}

export function pressValues(item: PressMention): Record<string, string> {
  return {
    outlet: item.outlet,
    headlinePt: item.headlinePt,
    headlineEn: item.headlineEn ?? "",
    url: item.url,
    publishedOn: item.publishedOn,
    position: String(item.position),
    published: item.published ? "on" : "",
  };
}

export function PressForm({
  item,
  actionData,
  today,
}: {
  item?: PressMention;
  actionData: AdminActionData | undefined;
  today: string;
}) {
  const { t } = useT();
  const target = formTarget("press", item?.id ?? "new");
  const { values, errors, alert } = formState(actionData, target, item ? pressValues(item) : {});
  const title = item ? t("adminContent.press.edit", { name: item.outlet }) : t("adminContent.press.add");
  return (
    <Form method="post" noValidate id={`${target}-form`} aria-label={title} className={formClass}>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      {alert ? <FormAlert compact>{alert}</FormAlert> : null}
      <input type="hidden" name="intent" value={item ? "update" : "create"} />
      <input type="hidden" name="kind" value="press" />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <p className="text-sm text-ink-700">{t("adminContent.consent")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="outlet"
          type="text"
          required
          maxLength={80}
          label={t("adminContent.press.outlet")}
          defaultValue={values.outlet}
          error={errors.outlet}
        />
        <TextField
          name="url"
          type="url"
          required
          label={t("adminContent.press.url")}
          placeholder="https://"
          defaultValue={values.url}
          error={errors.url}
        />
        <TextField
          name="headlinePt"
          type="text"
          required
          maxLength={200}
          label={t("adminContent.press.headlinePt")}
          defaultValue={values.headlinePt}
          error={errors.headlinePt}
        />
        <TextField
          name="headlineEn"
          type="text"
          maxLength={200}
          lang="en"
          label={t("adminContent.press.headlineEn")}
          defaultValue={values.headlineEn}
          error={errors.headlineEn}
        />
        <TextField
          name="publishedOn"
          type="date"
          required
          max={today}
          label={t("adminContent.press.date")}
          defaultValue={values.publishedOn}
          error={errors.publishedOn}
        />
      </div>
      <OrderAndPublish values={values} errors={errors} />
      <FormButtons editing={Boolean(item)} />
    </Form>
  );
}

export function testimonialValues(item: Testimonial): Record<string, string> {
  return {
    firstName: item.firstName,
    contextPt: item.contextPt,
    contextEn: item.contextEn ?? "",
    quotePt: item.quotePt,
    quoteEn: item.quoteEn ?? "",
    givenOn: item.givenOn,
    position: String(item.position),
    published: item.published ? "on" : "",
  };
}

export function TestimonialForm({
  item,
  actionData,
  today,
}: {
  item?: Testimonial;
  actionData: AdminActionData | undefined;
  today: string;
}) {
  const { t } = useT();
  const target = formTarget("testimonial", item?.id ?? "new");
  const { values, errors, alert } = formState(actionData, target, item ? testimonialValues(item) : {});
  const title = item
    ? t("adminContent.testimonials.edit", { name: item.firstName })
    : t("adminContent.testimonials.add");
  return (
    <Form method="post" noValidate id={`${target}-form`} aria-label={title} className={formClass}>
      <h3 className="font-semibold text-ink-900">{title}</h3>
      {alert ? <FormAlert compact>{alert}</FormAlert> : null}
      <input type="hidden" name="intent" value={item ? "update" : "create"} />
      <input type="hidden" name="kind" value="testimonial" />
      {item ? <input type="hidden" name="id" value={item.id} /> : null}
      <p className="text-sm text-ink-700">{t("adminContent.consent")}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          name="firstName"
          type="text"
          required
          maxLength={40}
          autoComplete="off"
          label={t("adminContent.testimonials.firstName")}
          defaultValue={values.firstName}
          error={errors.firstName}
        />
        <TextField
          name="givenOn"
          type="date"
          required
          max={today}
          label={t("adminContent.testimonials.date")}
          defaultValue={values.givenOn}
          error={errors.givenOn}
        />
        <TextField
          name="contextPt"
          type="text"
          required
          maxLength={120}
          label={t("adminContent.testimonials.contextPt")}
          hint={t("adminContent.testimonials.contextPtHint")}
          defaultValue={values.contextPt}
          error={errors.contextPt}
        />
        <TextField
          name="contextEn"
          type="text"
          maxLength={120}
          lang="en"
          label={t("adminContent.testimonials.contextEn")}
          defaultValue={values.contextEn}
          error={errors.contextEn}
        />
        <TextAreaField
          name="quotePt"
          required
          maxLength={600}
          label={t("adminContent.testimonials.quotePt")}
          defaultValue={values.quotePt}
          error={errors.quotePt}
        />
        <TextAreaField
          name="quoteEn"
          maxLength={600}
          lang="en"
          label={t("adminContent.testimonials.quoteEn")}
          defaultValue={values.quoteEn}
          error={errors.quoteEn}
        />
      </div>
      <OrderAndPublish values={values} errors={errors} />
      <FormButtons editing={Boolean(item)} />
    </Form>
  );
}
