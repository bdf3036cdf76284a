import { passFileThrough } from "../../../api/file-response.server.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/document-file-route";
import { fetchDocumentFile } from "./documents.server.ts";

/*
 * `GET /alugueis/:id/documentos/:docId/arquivo`: a document's file for the student who sent it
 * and for staff. The browser cannot send the session to the API, so the file is fetched here
 * with it; the API decides who may open it and logs the read.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  // A visitor logs in and comes back to the file.
  await requireUser(context, url);
  const answer = await fetchDocumentFile(context, params.id, params.docId);
  if (!answer) return new Response(null, { status: 503 });
  return passFileThrough(answer, ["content-type", "content-disposition", "content-security-policy"], {
    "X-Content-Type-Options": "nosniff",
  });
}
