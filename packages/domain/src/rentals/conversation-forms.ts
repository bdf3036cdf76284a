import { z } from "zod";

/*
 * The conversation of a rental (issue 35, point 3) as the API answers it and the web reads it.
 * A message's `body` is already masked when it was written before the lease was signed: the
 * original is never stored, so no one (staff included) can read contact details from it.
 */

/** Who wrote a message: the rental's two sides, or CampusLar's staff joining the conversation. */
export const MESSAGE_AUTHORS = ["student", "owner", "staff"] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** What masking may hide in a message (see message-masking.ts). */
export const MASKED_KINDS = ["phone", "email", "link", "pix"] as const;
export type MaskedKind = (typeof MASKED_KINDS)[number];

/** The longest message, in characters. */
export const MESSAGE_BODY_MAX = 2000;
/** The longest reason given when reporting a message. */
export const REPORT_REASON_MAX = 500;

export const MessageViewSchema = z.object({
  id: z.number().int(),
  author: z.enum(MESSAGE_AUTHORS),
  /** Whether the caller wrote it (labelled "You", and never reportable by them). */
  mine: z.boolean(),
  body: z.string(),
  masked: z.array(z.enum(MASKED_KINDS)),
  createdAt: z.string(),
  /** Reported: staff see every report; a participant sees only the ones they made. */
  reported: z.boolean(),
  /** Why it was reported: shown to staff only (null for anyone else, and when not reported). */
  reportReason: z.string().nullable(),
});
export type MessageView = z.infer<typeof MessageViewSchema>;

export const ConversationSchema = z.object({
  items: z.array(MessageViewSchema),
  /** Whether contact details are still masked (the lease is not signed yet). */
  masking: z.boolean(),
  /** The caller's side: who "You" is, and whether they may report (staff moderate instead). */
  side: z.enum(MESSAGE_AUTHORS),
  /** Whether the caller may write: the sides until the rental ends, staff always. */
  open: z.boolean(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

/** A message as typed; blank or too long gets the field's message key. */
export const MessageFormSchema = z.object({
  body: z
    .string({ error: "conversation.body.required" })
    .trim()
    .min(1, { error: "conversation.body.required" })
    .max(MESSAGE_BODY_MAX, { error: "conversation.body.tooLong" }),
});

export const ReportFormSchema = z.object({
  reason: z
    .string({ error: "conversation.reason.required" })
    .trim()
    .min(1, { error: "conversation.reason.required" })
    .max(REPORT_REASON_MAX, { error: "conversation.reason.tooLong" }),
});
