import { accessConnectionMessage } from "@campuslar/domain/commute/access-connection";
import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import type { Context } from "hono";
import type { z } from "zod";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import {
  createAccessConnection,
  deleteAccessConnection,
  listAccessConnections,
  updateAccessConnection,
} from "../../services/commute/access-connections.ts";
import {
  createAccessConnectionRoute,
  deleteAccessConnectionRoute,
  listAccessConnectionsRoute,
  updateAccessConnectionRoute,
} from "./access-connections.routes.ts";

/** A 400 whose field messages are the access connection's sentences in the reader's language. */
const accessHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => accessConnectionMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/**
 * Staff's access connections. Mounted after `adminRouter`, whose `/admin/*` guard (a session,
 * then the staff role) runs before these handlers and their validation.
 */
export const accessConnectionsAdminRouter = createRouter();
const noStore = { "Cache-Control": "private, no-store" };
accessConnectionsAdminRouter
  .openapi(
    listAccessConnectionsRoute,
    async (c) =>
      c.json(await listAccessConnections(c.var.deps.db, c.req.valid("param").slug, localeOf(c)), 200, noStore),
    accessHook,
  )
  .openapi(
    createAccessConnectionRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      const created = await createAccessConnection(
        db,
        c.req.valid("param").slug,
        c.req.valid("json"),
        localeOf(c),
        now(),
      );
      return c.json(created, 201);
    },
    accessHook,
  )
  .openapi(
    updateAccessConnectionRoute,
    async (c) => {
      const { db, now } = c.var.deps;
      const { slug, id } = c.req.valid("param");
      return c.json(await updateAccessConnection(db, slug, id, c.req.valid("json"), localeOf(c), now()), 200);
    },
    accessHook,
  )
  .openapi(
    deleteAccessConnectionRoute,
    async (c) => {
      const { slug, id } = c.req.valid("param");
      await deleteAccessConnection(c.var.deps.db, slug, id, localeOf(c));
      return c.body(null, 204);
    },
    accessHook,
  );
