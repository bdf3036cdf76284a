import type { Locale } from "@campuslar/domain/i18n/locales";
import type { Context } from "hono";
import { actorOf } from "../../auth/policy.ts";
import { requireMoneyStaff } from "../../auth/require-money-staff.ts";
import { requireUser } from "../../auth/require-user.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { paymentsConfigOf } from "../../lib/payments-config.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { parseStatement } from "../../services/payments/statements/parse-statement.ts";
import { importStatement, sha256Of } from "../../services/payments/statements/statement-import.ts";
import {
  ignoreLine,
  markRefundPaid,
  matchLine,
  waitingLines,
} from "../../services/payments/statements/statement-import-decisions.ts";
import { statementMessage } from "../../services/payments/statements/statement-import-messages.ts";
import { BodyTooLargeError, MULTIPART_OVERHEAD_BYTES, readBodyCapped } from "../../services/photos/read-upload.ts";
import {
  ignoreLineRoute,
  importStatementDoc,
  matchLineRoute,
  refundPaidRoute,
  waitingLinesRoute,
} from "./statements.routes.ts";

/** A statement file's cap: a year of a busy account's lines is far below it. */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The most line errors an answer lists: enough to fix a file, not a wall of text. */
const ERRORS_SHOWN = 20;
const NOTE_MAX = 500;

/** The one statement call whose body is multipart; app.ts lets it by the JSON-only rules. */
export const isStatementUploadRequest = (method: string, path: string): boolean =>
  method === "POST" && /^\/v2\/admin\/statements\/?$/.test(path);

const MULTIPART = /^multipart\/form-data\s*;\s*boundary=/i;

const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

const decisionContext = (c: Context<AppEnv>) => ({
  config: paymentsConfigOf(c.var.deps),
  actorId: actorOf(c).id,
  ip: clientIp(c) ?? null,
  locale: localeOf(c),
  now: c.var.deps.now(),
});

const fileRefusal = (code: "validation_failed" | "payload_too_large" | "unsupported_media_type", locale: Locale) => {
  const message = statementMessage(code === "payload_too_large" ? "file.tooLarge" : "file.missing", locale);
  return new HttpError(code, message, { file: message });
};

async function fileOf(c: Context<AppEnv>, locale: Locale): Promise<File> {
  const contentType = c.req.header("content-type") ?? "";
  if (!MULTIPART.test(contentType)) throw fileRefusal("unsupported_media_type", locale);
  let form: FormData;
  try {
    const body = await readBodyCapped(c.req.raw, STATEMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES);
    form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw fileRefusal("payload_too_large", locale);
    throw fileRefusal("validation_failed", locale);
  }
  const file = form.get("file");
  if (!(file instanceof File) || file.size === 0) throw fileRefusal("validation_failed", locale);
  if (file.size > STATEMENT_MAX_BYTES) throw fileRefusal("payload_too_large", locale);
  return file;
}

export const statementsRouter = createRouter();
statementsRouter.use("/admin/statements", requireUser, requireMoneyStaff);
statementsRouter.use("/admin/statements/*", requireUser, requireMoneyStaff);
statementsRouter.use("/admin/statement-lines/*", requireUser, requireMoneyStaff);

statementsRouter.openAPIRegistry.registerPath(importStatementDoc);
statementsRouter.post("/admin/statements", async (c) => {
  const locale = localeOf(c);
  const file = await fileOf(c, locale);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const parsed = parseStatement(bytes, file.name);
  if (!parsed.ok) {
    const fields: Record<string, string> = {};
    for (const error of parsed.errors.slice(0, ERRORS_SHOWN)) {
      const key = `line.${error.line}${error.field ? `.${error.field}` : ""}`;
      fields[key] = statementMessage("file.line", locale, { line: String(error.line), message: error.message[locale] });
    }
    const first = Object.values(fields)[0] ?? "";
    throw new HttpError("unprocessable", statementMessage("file.invalid", locale, { first }), fields);
  }
  const summary = await importStatement(
    c.var.deps.db,
    { fileName: file.name, sha256: sha256Of(bytes), format: parsed.format, lines: parsed.lines },
    decisionContext(c),
  );
  noStore(c);
  return c.json({ ...summary, format: parsed.format }, 200);
});

statementsRouter
  .openapi(waitingLinesRoute, async (c) => {
    noStore(c);
    return c.json(await waitingLines(c.var.deps.db), 200);
  })
  .openapi(matchLineRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { chargeId } = c.req.valid("json");
    return c.json(await matchLine(c.var.deps.db, id, chargeId, decisionContext(c)), 200);
  })
  .openapi(ignoreLineRoute, async (c) => {
    const { id } = c.req.valid("param");
    const note = c.req.valid("json").note.trim();
    const ctx = decisionContext(c);
    if (note.length === 0 || note.length > NOTE_MAX) {
      const message = statementMessage("note.required", ctx.locale);
      throw new HttpError("validation_failed", message, { note: message });
    }
    return c.json(await ignoreLine(c.var.deps.db, id, note, ctx), 200);
  })
  .openapi(refundPaidRoute, async (c) => {
    const { id } = c.req.valid("param");
    const { studentId } = c.req.valid("json");
    return c.json(await markRefundPaid(c.var.deps.db, id, studentId, decisionContext(c)), 200);
  });
