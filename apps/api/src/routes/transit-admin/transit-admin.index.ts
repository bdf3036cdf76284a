import {
  FEED_FIELD,
  FEED_UPLOAD_MAX_BYTES,
  feedUploadMessage,
  NETWORK_DATE_FIELD,
} from "@campuslar/domain/commute/transit-feed";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { errorBody, HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import {
  adminTransit,
  FeedProblemsError,
  queueFeedLoad,
  runQueuedFeedLoads,
} from "../../services/commute/feed-loads.ts";
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES, readBodyCapped } from "../../services/photos/read-upload.ts";
import { adminTransitRoute, uploadFeedDoc } from "./transit-admin.routes.ts";

/** The feed upload reads its own body (multipart, 20 MB): the JSON body rules let it by. */
export const isFeedUploadRequest = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/admin\/transit\/feeds\/?$/.test(path);

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;
/** A zip starts with a local file header (or, empty, with the end of its central directory). */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);

const fieldError = (
  code: ConstructorParameters<typeof HttpError>[0],
  key: Parameters<typeof feedUploadMessage>[0],
  locale: Locale,
) => {
  const message = feedUploadMessage(key, locale);
  return new HttpError(code, message, { [FEED_FIELD]: message });
};

/** Mounted after adminRouter, whose `/admin/*` guard (a session, then the staff role) runs first. */
export const transitAdminRouter = createRouter();
transitAdminRouter.openapi(adminTransitRoute, async (c) => {
  const answer = await adminTransit(c.var.deps.db);
  // A load queued by a server that stopped before taking it is taken by the next that is asked.
  if (answer.loads.some((load) => load.status === "queued")) startQueuedLoads(c);
  return c.json(answer, 200, { "Cache-Control": "private, no-store" });
});

/** Runs the queued loads in the background of this server; the request does not wait. */
function startQueuedLoads(c: Context<AppEnv>) {
  const { db, logger } = c.var.deps;
  runQueuedFeedLoads(db, logger).catch((error: unknown) => logger.error({ err: error }, "transit feed loads stopped"));
}
transitAdminRouter.openAPIRegistry.registerPath(uploadFeedDoc);
transitAdminRouter.post("/admin/transit/feeds", uploadFeed);

async function uploadFeed(c: Context<AppEnv>) {
  const locale = localeOf(c);
  const { db } = c.var.deps;
  const contentType = c.req.header("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw fieldError("unsupported_media_type", "transit.feed.type", locale);
  let form: FormData;
  try {
    const body = await readBodyCapped(c.req.raw, FEED_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw fieldError("payload_too_large", "transit.feed.tooLarge", locale);
    throw fieldError("validation_failed", "transit.feed.missing", locale);
  }
  const file = form.get(FEED_FIELD);
  if (!(file instanceof File) || file.size === 0) throw fieldError("validation_failed", "transit.feed.missing", locale);
  if (file.size > FEED_UPLOAD_MAX_BYTES) throw fieldError("payload_too_large", "transit.feed.tooLarge", locale);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isZip(bytes)) throw fieldError("unsupported_media_type", "transit.feed.type", locale);
  const date = form.get(NETWORK_DATE_FIELD);

  try {
    const load = await queueFeedLoad(
      db,
      {
        bytes,
        fileName: file.name || "feed.zip",
        networkDate: typeof date === "string" ? date : null,
        uploadedBy: actorOf(c).id,
      },
      locale,
    );
    // This server starts the work; another instance that finds it claimed leaves it be.
    startQueuedLoads(c);
    return c.json(load, 202);
  } catch (error) {
    if (error instanceof FeedProblemsError) {
      const body = errorBody("unprocessable", error.message, error.fields);
      return c.json({ error: { ...body.error, problems: error.problems, count: error.count } }, 422);
    }
    throw error;
  }
}
