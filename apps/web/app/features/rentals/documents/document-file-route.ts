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
  const headers = new Headers({ "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" });
  for (const name of ["content-type", "content-disposition", "content-security-policy"]) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!answer.ok) return new Response(null, { status: answer.status, headers });
  return new Response(answer.body, { status: 200, headers });
}
