import {
  AdminTransitSchema,
  FEED_FIELD,
  FEED_UPLOAD_MAX_BYTES,
  FeedProblemsBodySchema,
  NETWORK_DATE_FIELD,
  TransitFeedLoadSchema,
} from "@campuslar/domain/commute/transit-feed";
import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json } from "../../lib/openapi-responses.ts";

/*
 * Staff load a newer GTFS feed (issue 34, decision 033). 401 without a session, 403 for anyone
 * but staff: the `/admin/*` guard of adminRouter runs first.
 */

const tags = ["Backoffice"];
const security = [{ bearerAuth: [] }];
const lang = z.object({ lang: z.enum(["pt", "en"]).optional() });
const staffOnly = {
  401: error("Missing, expired or revoked token"),
  403: error("The caller is not staff"),
};

export const adminTransitRoute = createRoute({
  method: "get",
  path: "/admin/transit",
  tags,
  security,
  summary: "The current transit network and the latest feed loads",
  responses: {
    200: json(AdminTransitSchema, "The network commutes are computed on, and the last five loads"),
    ...staffOnly,
  },
});

/** Declared for the document; the handler reads the multipart body itself, under its own cap. */
export const uploadFeedDoc = {
  method: "post",
  path: "/admin/transit/feeds",
  tags,
  security,
  summary: "Load a newer GTFS feed (multipart/form-data, the zip in field `feed`)",
  description:
    `A GTFS zip of at most ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB with agency, stops, routes, trips, stop_times, ` +
    "frequencies and calendar (or calendar_dates), checked row by row. The network's date is `networkDate` " +
    "(`YYYY-MM` or `YYYY`) when given, else feed_info.txt's feed_start_date, else a calendar of at most two years. " +
    "Answers 202 with the load, queued: a server computes every commute on the new network in the background " +
    "(`GET /v2/admin/transit` follows it) and the old network serves until it is complete.",
  request: {
    query: lang,
    body: {
      required: true,
      content: {
        "multipart/form-data": {
          schema: z.object({
            [FEED_FIELD]: z.string().openapi({ type: "string", format: "binary" }),
            [NETWORK_DATE_FIELD]: z.string().optional().openapi({ example: "2024-03" }),
          }),
        },
      },
    },
  },
  responses: {
    202: json(TransitFeedLoadSchema, "The load, queued"),
    400: error("No file in field `feed`, or `networkDate` is not `YYYY-MM`/`YYYY` (or is needed and missing)"),
    ...staffOnly,
    409: error("Another feed is being loaded"),
    413: error(`The file is larger than ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB`),
    415: error("Not multipart, or the file is not a zip"),
    422: json(FeedProblemsBodySchema, "The feed has problems: `problems` lists the first ones by file and line"),
  },
} as const;
