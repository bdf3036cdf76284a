import type { PressMention, Testimonial } from "@campuslar/domain/content/home-content";
import { saoPauloDate } from "@campuslar/domain/dates/sao-paulo-date";
import { localeFromPath } from "@campuslar/domain/i18n/locales";
import { href } from "@campuslar/domain/routes/route-table";
import { data, redirect, useLocation } from "react-router";
import { useT } from "../../i18n/t.ts";
import { requireStaff } from "../../session/require-user.server.ts";
import type { Route } from "./+types/admin-content-page";
import { adminGet, adminSend, formText } from "./admin-api.server.ts";
import type { AdminActionData } from "./admin-types.ts";
import { adminMeta } from "./components/admin-meta.ts";
import { AdminShell, SavedNote } from "./components/admin-shell.tsx";
import { ContentCard, type ContentKind, formTarget, PressForm, TestimonialForm } from "./components/content-items.tsx";
import "./messages.ts";
import "./content-messages.ts";

export const meta = (args: Route.MetaArgs) => adminMeta(args, "adminContent.title", "adminContent.description");

export { AdminErrorBoundary as ErrorBoundary } from "./components/admin-error.tsx";

const API_PATH: Record<ContentKind, string> = {
  press: "/v2/admin/press-mentions",
  testimonial: "/v2/admin/testimonials",
};

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireStaff(context, url);
  const [press, testimonials] = await Promise.all([
    adminGet<{ items: PressMention[] }>(context, url, API_PATH.press),
    adminGet<{ items: Testimonial[] }>(context, url, API_PATH.testimonial),
  ]);
  if (!press || !testimonials) throw data(null, { status: 503 });
  // The date fields' `max`: today in São Paulo, decided on the server so hydration agrees.
  return { press: press.items, testimonials: testimonials.items, today: saoPauloDate(new Date()) };
}

/** The fields each kind's form sends, as the API takes them (the order and the box converted). */
const FIELDS: Record<ContentKind, readonly string[]> = {
  press: ["outlet", "headlinePt", "headlineEn", "url", "publishedOn"],
  testimonial: ["firstName", "contextPt", "contextEn", "quotePt", "quoteEn", "givenOn"],
};

function bodyOf(form: FormData, kind: ContentKind) {
  const values: Record<string, string> = {};
  for (const name of [...FIELDS[kind], "position"]) values[name] = formText(form, name);
  values.published = formText(form, "published");
  const position = values.position?.trim() ?? "";
  const body: Record<string, unknown> = Object.fromEntries(FIELDS[kind].map((name) => [name, values[name]]));
  // A number when it reads as one; anything else goes as typed, for the API to say what is wrong.
  body.position = position === "" ? 0 : /^\d+$/.test(position) ? Number(position) : position;
  body.published = values.published === "on";
  return { values, body };
}

/**
 * Adds, edits, publishes or hides, and deletes. What went through sends the page back to itself
 * (`?saved=` names the item, so the list says so); a refusal keeps every typed value, each message
 * under its field.
 */
export async function action({ request, context, url }: Route.ActionArgs) {
  const form = await request.formData();
  const kind = formText(form, "kind");
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  if (kind !== "press" && kind !== "testimonial") throw data(null, { status: 400 });
  if (intent !== "create" && !/^\d+$/.test(id)) throw data(null, { status: 400 });
  const path = intent === "create" ? API_PATH[kind] : `${API_PATH[kind]}/${id}`;
  const target = formTarget(kind, intent === "create" ? "new" : Number(id));
  const back = href("adminContent", localeFromPath(url.pathname));

  if (intent === "delete") {
    const result = await adminSend(context, url, "DELETE", path);
    // Already gone (another staff member, a second click): the list without it is what was wanted.
    if (result.ok || result.status === 404) return redirect(`${back}?deleted=1`, 303);
    return data({ target, ok: false, errors: result.errors, values: {} } satisfies AdminActionData, 503);
  }
  if (intent === "toggle") {
    const result = await adminSend(context, url, "PATCH", path, { published: formText(form, "published") === "on" });
    if (result.ok) return redirect(`${back}?saved=${target}#${target}`, 303);
    return data({ target, ok: false, errors: result.errors, values: {} } satisfies AdminActionData, result.status);
  }
  if (intent !== "create" && intent !== "update") throw data(null, { status: 400 });
  const { values, body } = bodyOf(form, kind);
  const result = await adminSend(context, url, intent === "create" ? "POST" : "PATCH", path, body);
  if (result.ok) return redirect(`${back}?saved=${kind}`, 303);
  return data({ target, ok: false, errors: result.errors, values } satisfies AdminActionData, result.status);
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, t } = useT();
  const params = new URLSearchParams(useLocation().search);
  const editing = params.get("edit");
  const saved = params.get("saved") !== null;
  const deleted = params.get("deleted") !== null;
  const { press, testimonials, today } = loaderData;
  const dateText = (day: string) =>
    new Intl.DateTimeFormat(locale === "pt" ? "pt-BR" : "en-GB", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date(`${day}T12:00:00Z`),
    );
  // A failed edit keeps its form open whatever the address says.
  const open = (target: string) => editing === target || (actionData?.ok === false && actionData.target === target);
  return (
    <AdminShell current="adminContent" title={t("adminContent.title")} lead={t("adminContent.description")}>
      {saved || deleted ? (
        <div className="mb-6">
          <SavedNote>{t(deleted ? "adminContent.deleted" : "adminContent.saved")}</SavedNote>
        </div>
      ) : null}

      <section aria-labelledby="content-press" className="grid gap-4">
        <h2 id="content-press" className="font-display text-h3 font-semibold text-ink-900">
          {t("adminContent.press.title")}
        </h2>
        {press.length === 0 ? (
          <p className="text-ink-700">{t("adminContent.press.empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {press.map((item) =>
              open(formTarget("press", item.id)) ? (
                <li key={item.id} id={formTarget("press", item.id)}>
                  <PressForm item={item} actionData={actionData} today={today} />
                </li>
              ) : (
                <ContentCard
                  key={item.id}
                  kind="press"
                  id={item.id}
                  name={item.outlet}
                  published={item.published}
                  example={item.example}
                >
                  <p className="text-ink-900">{item.headlinePt}</p>
                  {item.headlineEn ? <p lang="en">{item.headlineEn}</p> : null}
                  <p className="wrap-anywhere">
                    {dateText(item.publishedOn)} · {item.url}
                  </p>
                </ContentCard>
              ),
            )}
          </ul>
        )}
        <PressForm actionData={actionData} today={today} />
      </section>

      <section aria-labelledby="content-testimonials" className="mt-10 grid gap-4">
        <h2 id="content-testimonials" className="font-display text-h3 font-semibold text-ink-900">
          {t("adminContent.testimonials.title")}
        </h2>
        {testimonials.length === 0 ? (
          <p className="text-ink-700">{t("adminContent.testimonials.empty")}</p>
        ) : (
          <ul className="grid gap-3">
            {testimonials.map((item) =>
              open(formTarget("testimonial", item.id)) ? (
                <li key={item.id} id={formTarget("testimonial", item.id)}>
                  <TestimonialForm item={item} actionData={actionData} today={today} />
                </li>
              ) : (
                <ContentCard
                  key={item.id}
                  kind="testimonial"
                  id={item.id}
                  name={item.firstName}
                  published={item.published}
                  example={item.example}
                >
                  <p className="text-ink-900">{item.contextPt}</p>
                  <p>“{item.quotePt}”</p>
                  {item.quoteEn ? <p lang="en">“{item.quoteEn}”</p> : null}
                  <p>{dateText(item.givenOn)}</p>
                </ContentCard>
              ),
            )}
          </ul>
        )}
        <TestimonialForm actionData={actionData} today={today} />
      </section>
    </AdminShell>
  );
}
