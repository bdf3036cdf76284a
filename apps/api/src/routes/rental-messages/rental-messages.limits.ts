import { CONVERSATION_MESSAGES } from "@campuslar/domain/rentals/conversation-messages";
import { rateLimit } from "../../lib/rate-limit.ts";

/** How many messages one account may post in `windowMs`, across all its rentals. */
export const MESSAGE_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

const { "conversation.tooMany": tooMany } = CONVERSATION_MESSAGES;

/**
 * Issue 17's limits for the conversation: a flood of messages (a script, a scammer trying every
 * rental) gets 429 with Retry-After, its message next to the message box in the writer's language.
 * Reading (the page polls every few seconds) is not counted.
 */
export const messageLimit = rateLimit({
  name: "rental-message",
  rules: [
    {
      scope: "user",
      ...MESSAGE_LIMIT,
      key: (c) => (c.req.method === "POST" ? [`user:${c.var.auth.user.id}`] : undefined),
      refusal: { field: "body", key: "conversation.tooMany", message: { pt: tooMany.pt, en: tooMany.en } },
    },
  ],
});
