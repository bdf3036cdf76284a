import { z } from "zod";
import { FEED_LOAD_STATUSES, FEED_PROBLEMS_SHOWN } from "./transit-feed-rules.ts";

/*
 * The answers of staff's transit feed upload and its progress (issue 34, decision 033); the rules
 * and words are in transit-feed-rules.ts, re-exported here for the API.
 */
export * from "./transit-feed-rules.ts";

/** A feed uploaded and the commutes recomputed on it, as the backoffice follows it. */
export const TransitFeedLoadSchema = z.object({
  id: z.number().int(),
  status: z.enum(FEED_LOAD_STATUSES).meta({
    description:
      "`queued` until a server takes it, `running` while every commute is computed again, `done` when the network " +
      "is current, `failed` (with `error`) when the old network stays current",
  }),
  fileName: z.string(),
  networkDate: z.string().meta({ description: "The new network's date: `YYYY` or `YYYY-MM`" }),
  done: z.number().int().meta({ description: "Listings whose commutes are computed so far" }),
  total: z.number().int().meta({ description: "Listings to compute; 0 until the work starts" }),
  error: z.string().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type TransitFeedLoad = z.infer<typeof TransitFeedLoadSchema>;

/** `GET /v2/admin/transit`: the current network and the latest loads, newest first. */
export const AdminTransitSchema = z.object({
  current: z
    .object({
      networkDate: z.string(),
      loadedAt: z.string(),
      uploaded: z.boolean().meta({ description: "False for the feed shipped with the site" }),
    })
    .nullable(),
  loads: z.array(TransitFeedLoadSchema),
});
export type AdminTransit = z.infer<typeof AdminTransitSchema>;

/** The 422 of an upload: what is wrong, by file and line, in the reader's language. */
export const FeedProblemsBodySchema = z.object({
  error: z.object({
    code: z.literal("unprocessable"),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    problems: z.array(z.string()).meta({ description: `The first ${FEED_PROBLEMS_SHOWN} problems, by file and line` }),
    count: z.number().int().meta({ description: "How many problems were found in all" }),
  }),
});
export type FeedProblemsBody = z.infer<typeof FeedProblemsBodySchema>;
