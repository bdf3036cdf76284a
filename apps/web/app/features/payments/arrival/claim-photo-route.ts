import { passFileThrough } from "../../../api/file-response.server.ts";
import { requireUser } from "../../../session/require-user.server.ts";
import type { Route } from "./+types/claim-photo-route";
import { fetchClaimPhoto } from "./arrival.server.ts";

/*
 * `GET /alugueis/:id/reclamacao/fotos/:index`: a claim's photo for the student who sent it and
 * for staff, fetched here with the session; the API decides who may see it and logs the read.
 */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  await requireUser(context, url);
  const answer = await fetchClaimPhoto(context, params.id, params.index);
  if (!answer) return new Response(null, { status: 503 });
  return passFileThrough(answer, ["content-type", "content-security-policy"], { "X-Content-Type-Options": "nosniff" });
}
