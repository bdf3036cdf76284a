import { localizeFieldErrors } from "@campuslar/domain/i18n/field-errors";
import { documentMessage } from "@campuslar/domain/rentals/document-messages";
import type { Context } from "hono";
import type { z } from "zod";
import { actorOf } from "../../auth/policy.ts";
import { requireUser } from "../../auth/require-user.ts";
import { requireVerifiedEmail } from "../../auth/require-verified-email.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter } from "../../lib/create-router.ts";
import { HttpError } from "../../lib/errors.ts";
import { localeOf } from "../../lib/request-locale.ts";
import { VALIDATION_MESSAGE } from "../../lib/validation-messages.ts";
import { reviewDocument } from "../../services/rentals/documents/document-review.ts";
import { deleteDocument, listDocuments, readDocumentFile } from "../../services/rentals/documents/document-service.ts";
import { fileResponse, isUuid, uploadDocument } from "./document-upload.ts";
import {
  approveDocumentRoute,
  deleteDocumentRoute,
  documentFileDoc,
  listDocumentsRoute,
  rejectDocumentRoute,
  uploadDocumentDoc,
} from "./rental-documents.routes.ts";

/** A 400 whose field messages are the documents' sentences in the visitor's language. */
const documentsHook = (result: { success: boolean; error?: z.ZodError }, c: Context<AppEnv>): undefined => {
  if (result.success || !result.error) return;
  const locale = localeOf(c);
  const fields = localizeFieldErrors(result.error.issues, (key) => documentMessage(key, locale));
  throw new HttpError("validation_failed", VALIDATION_MESSAGE[locale], fields);
};

/** Personal documents are never cached, by the browser or anything between. */
const noStore = (c: Context<AppEnv>) => c.header("Cache-Control", "private, no-store");

/** The rental's sides: every call needs a session; sending and deleting need a verified e-mail too. */
export const rentalDocumentsRouter = createRouter();
rentalDocumentsRouter.use("/rentals/:id/documents", requireUser);
rentalDocumentsRouter.use("/rentals/:id/documents/*", requireUser);
rentalDocumentsRouter.on(
  ["POST", "DELETE"],
  ["/rentals/:id/documents", "/rentals/:id/documents/*"],
  requireVerifiedEmail,
);
rentalDocumentsRouter.openAPIRegistry.registerPath(uploadDocumentDoc);
rentalDocumentsRouter.post("/rentals/:id/documents", uploadDocument);
rentalDocumentsRouter.openAPIRegistry.registerPath(documentFileDoc);
rentalDocumentsRouter.get("/rentals/:id/documents/:docId/file", async (c) => {
  const { id, docId } = c.req.param();
  if (!isUuid(id) || !isUuid(docId)) throw new HttpError("not_found", "No such document");
  const { db, privateFiles } = c.var.deps;
  return fileResponse(await readDocumentFile(db, privateFiles, actorOf(c), id, docId, localeOf(c)));
});
rentalDocumentsRouter
  .openapi(
    listDocumentsRoute,
    async (c) => {
      noStore(c);
      return c.json(await listDocuments(c.var.deps.db, actorOf(c), c.req.valid("param").id), 200);
    },
    documentsHook,
  )
  .openapi(
    deleteDocumentRoute,
    async (c) => {
      const { id, docId } = c.req.valid("param");
      const { db, privateFiles } = c.var.deps;
      await deleteDocument(db, privateFiles, actorOf(c), id, docId, localeOf(c));
      return c.body(null, 204);
    },
    documentsHook,
  );

/**
 * Staff's review. Mounted after `adminRouter`, whose `/admin/*` guard (a session, then the staff
 * role) runs before these handlers.
 */
export const rentalDocumentsAdminRouter = createRouter();
const reviewContext = (c: Context<AppEnv>) => ({
  now: c.var.deps.now(),
  locale: localeOf(c),
  publicUrl: c.var.deps.publicUrl,
});
rentalDocumentsAdminRouter
  .openapi(
    approveDocumentRoute,
    async (c) => {
      const { docId } = c.req.valid("param");
      return c.json(
        await reviewDocument(c.var.deps.db, actorOf(c), docId, { decision: "approve" }, reviewContext(c)),
        200,
      );
    },
    documentsHook,
  )
  .openapi(
    rejectDocumentRoute,
    async (c) => {
      const { docId } = c.req.valid("param");
      const { reason } = c.req.valid("json");
      const review = { decision: "reject", reason } as const;
      return c.json(await reviewDocument(c.var.deps.db, actorOf(c), docId, review, reviewContext(c)), 200);
    },
    documentsHook,
  );
