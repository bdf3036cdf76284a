import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse as error, jsonResponse as json, jsonBody } from "../../lib/openapi-responses.ts";

/*
 * Staff's second factor and the audit log (issue 36, point 8). The second factor's calls are the
 * staff's own (a session, then the staff role); reading the audit log is a money page, so it also
 * needs the second factor confirmed in this session (`requireMoneyStaff`).
 */

const bearer = [{ bearerAuth: [] }];
const tags = ["Backoffice"];
const staffOnly = { 401: error("Missing, expired or revoked token"), 403: error("The caller is not staff") };
const wrongCode = error("The code is wrong, already used or missing; `fields` names `code` or `recoveryCode`");
const limited = error("Too many wrong codes: wait `Retry-After` seconds");

const StatusSchema = z.object({
  enabled: z.boolean(),
  pending: z.boolean().openapi({ description: "A setup was started and not yet confirmed" }),
  verifiedUntil: z
    .string()
    .nullable()
    .openapi({ description: "Until when this session may handle money (ISO 8601), or null" }),
  recoveryCodesLeft: z.number().int(),
});

export const secondFactorStatusRoute = createRoute({
  method: "get",
  path: "/admin/second-factor",
  tags,
  summary: "Whether the caller's second factor is on, and until when this session is verified",
  security: bearer,
  responses: { 200: json(StatusSchema, "The caller's second factor"), ...staffOnly },
});

export const enrolRoute = createRoute({
  method: "post",
  path: "/admin/second-factor/enrol",
  tags,
  summary: "Starts the TOTP setup (or shows the one under way again; `restart` draws a new secret)",
  security: bearer,
  request: {
    body: {
      content: { "application/json": { schema: z.object({ restart: z.boolean().optional() }) } },
      required: false,
    },
  },
  responses: {
    200: json(
      z.object({
        otpauthUri: z.string().openapi({ example: "otpauth://totp/CampusLar:ana%40example.com?secret=..." }),
        qrSvg: z.string().openapi({ description: "The URI as a QR code (SVG)" }),
        secret: z.string().openapi({ description: "The secret in base32, for typing into the app" }),
      }),
      "The secret to load into an authenticator app",
    ),
    409: error("The second factor is already on"),
    ...staffOnly,
  },
});

const CodeSchema = z.string().max(64);

export const confirmRoute = createRoute({
  method: "post",
  path: "/admin/second-factor/confirm",
  tags,
  summary: "Turns the second factor on with a first code; answers 10 recovery codes, shown this once",
  security: bearer,
  request: jsonBody(z.object({ code: CodeSchema })),
  responses: {
    200: json(
      z.object({ recoveryCodes: z.array(z.string()), verifiedUntil: z.string() }),
      "On; this session is verified",
    ),
    400: wrongCode,
    409: error("No setup started, or already on"),
    429: limited,
    ...staffOnly,
  },
});

export const verifyRoute = createRoute({
  method: "post",
  path: "/admin/second-factor/verify",
  tags,
  summary: "Verifies this session with a TOTP code (each step once) or a recovery code (each once)",
  security: bearer,
  request: jsonBody(z.object({ code: CodeSchema.optional(), recoveryCode: CodeSchema.optional() })),
  responses: {
    200: json(z.object({ verifiedUntil: z.string(), recoveryCodesLeft: z.number().int() }), "Verified"),
    400: wrongCode,
    409: error("The second factor is not on"),
    429: limited,
    ...staffOnly,
  },
});

const filter = z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().max(200).optional());

export const listAuditRoute = createRoute({
  method: "get",
  path: "/admin/audit",
  tags,
  summary: "The audit log of staff's money actions, newest first (needs the second factor)",
  security: bearer,
  request: {
    query: z.object({
      action: filter.openapi({ example: "statement_line.match" }),
      subjectType: filter.openapi({ example: "charge" }),
      subjectId: filter,
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: json(
      z.object({
        items: z.array(
          z.object({
            id: z.number().int(),
            at: z.string(),
            actor: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
            action: z.string(),
            subjectType: z.string(),
            subjectId: z.string(),
            detail: z.record(z.string(), z.unknown()),
            ip: z.string().nullable(),
          }),
        ),
        page: z.number().int(),
        pageSize: z.number().int(),
        total: z.number().int(),
        totalPages: z.number().int(),
      }),
      "A page of the audit log",
    ),
    400: error("A filter is invalid"),
    401: error("Missing, expired or revoked token"),
    403: error(
      "Not staff (`forbidden`), or the second factor is not confirmed in this session (`second_factor_required`)",
    ),
  },
});
