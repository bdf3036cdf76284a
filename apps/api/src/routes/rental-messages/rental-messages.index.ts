import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { conversationMessage } from "@campuslar/domain/rentals/conversation-messages";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import {
  type ConversationContext,
  listMessages,
  postMessage,
  reportMessage,
} from "../../services/rentals/conversation/conversation-service.ts";
import { messageLimit } from "./rental-messages.limits.ts";
import { listMessagesRoute, postMessageRoute, reportMessageRoute } from "./rental-messages.routes.ts";

/** A 400 whose field messages are the conversation's sentences in the visitor's language. */
const conversationHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => conversationMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

const contextOf = (c: Context<AppEnv>): ConversationContext => ({
  locale: localeOf(c),
  now: c.var.deps.now(),
  publicUrl: c.var.deps.publicUrl,
  staffEmail: c.var.deps.staffEmail ?? null,
});

/** Signed in: a rental's conversation, for its student, its owner and staff. */
export const rentalMessagesRouter = createRouter();
rentalMessagesRouter.use("/rentals/:id/messages", requireUser);
rentalMessagesRouter.use("/rentals/:id/messages/*", requireUser);
rentalMessagesRouter.use("/rentals/:id/messages", async (c, next) => {
  await next();
  // Personal, and new with every message: never cached.
  c.header("Cache-Control", "private, no-store");
});
rentalMessagesRouter.use("/rentals/:id/messages", messageLimit);

rentalMessagesRouter
  .openapi(
    listMessagesRoute,
    async (c) => {
      const { db } = c.var.deps;
      return c.json(await listMessages(db, actorOf(c), c.req.valid("param").id, c.req.valid("query").after), 200);
    },
    conversationHook,
  )
  .openapi(
    postMessageRoute,
    async (c) => {
      const { db } = c.var.deps;
      const { body } = c.req.valid("json");
      return c.json(await postMessage(db, actorOf(c), c.req.valid("param").id, body, contextOf(c)), 201);
    },
    conversationHook,
  )
  .openapi(
    reportMessageRoute,
    async (c) => {
      const { id, messageId } = c.req.valid("param");
      const { db } = c.var.deps;
      const { reason } = c.req.valid("json");
      return c.json(await reportMessage(db, actorOf(c), id, messageId, reason, contextOf(c)), 200);
    },
    conversationHook,
  );
