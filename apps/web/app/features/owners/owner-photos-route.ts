import { isLocale, type Locale } from "@campuslar/domain/i18n/locales";
import { listingMessage } from "@campuslar/domain/listing/listing-messages";
import { isPropertyCode } from "@campuslar/domain/property/property-code";
import { href } from "@campuslar/domain/routes/route-table";
import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";
import { redirect } from "react-router";
import { t } from "../../i18n/t.ts";
import { loginRedirectTo } from "../../session/require-user.server.ts";
import { readSessionToken } from "../../session/session.server.ts";
import type { Route } from "./+types/owner-photos-route";
import { deletePhoto, orderPhotos, type PhotoResult, uploadPhoto } from "./owner-listings.server.ts";
import { PHOTO_ERROR_PARAM } from "./owner-photos.ts";
import "./messages.ts";

/** What a script reads back: the listing's photos after the change, or why it was refused. */
export type PhotoAnswer = PhotoResult;

const PRIVATE = { "Cache-Control": "private, no-store" };

/**
 * `POST /meus-imoveis/:code/fotos`: the listing form's photo actions. The session token is an
 * httpOnly cookie, so the browser cannot call the API itself: this route forwards each file
 * (multipart, field `photo`) and each change with the owner's session. `do` says what:
 * `upload`, `delete:<id>` or `order:<id>,<id>,…` (move earlier or later, make the cover: the
 * page computes the whole new order). A script (`js=1`) gets JSON; a plain form goes back to
 * `redirectTo`, with the reason of a refusal in the address.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  const locale: Locale = typeof lang === "string" && isLocale(lang) ? lang : "pt";
  const code = params.code.toUpperCase();
  const byScript = form.get("js") === "1";
  const back = safeRedirectPath(form.get("redirectTo"), href("ownerListingEdit", locale, { code }));
  const unavailable = t(locale, "owner.photos.unavailable");

  const answer = (result: PhotoResult) => {
    if (byScript) return Response.json(result, { status: result.ok ? 200 : result.status, headers: PRIVATE });
    if (result.ok) return redirect(back);
    const url = new URL(back, "http://site");
    // The key, not the text: a link cannot make the page say anything else.
    url.searchParams.set(PHOTO_ERROR_PARAM, result.key ?? "unavailable");
    return redirect(`${url.pathname}${url.search}#fotos`);
  };

  if (!(await readSessionToken(request))) {
    if (!byScript) throw loginRedirectTo(locale, back);
    return answer({ ok: false, status: 401, message: unavailable });
  }
  if (!isPropertyCode(code)) return answer({ ok: false, status: 404, message: unavailable });

  const task = String(form.get("do") ?? "");
  if (task === "upload") {
    const files = form.getAll("photo").filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length === 0)
      return answer({
        ok: false,
        status: 400,
        message: listingMessage("listing.photo.missing", locale),
        key: "listing.photo.missing",
      });
    let result: PhotoResult = { ok: false, status: 400, message: unavailable };
    // Without JavaScript several files come in one post: each goes to the API on its own.
    for (const file of files) {
      result = await uploadPhoto(context, code, file, locale, unavailable);
      if (!result.ok) break;
    }
    return answer(result);
  }
  if (task.startsWith("delete:")) {
    return answer(await deletePhoto(context, code, Number(task.slice("delete:".length)), locale, unavailable));
  }
  if (task.startsWith("order:")) {
    const ids = task.slice("order:".length).split(",").map(Number);
    if (ids.some((id) => !Number.isInteger(id))) return answer({ ok: false, status: 400, message: unavailable });
    return answer(await orderPhotos(context, code, ids, locale, unavailable));
  }
  return answer({ ok: false, status: 400, message: unavailable });
}
