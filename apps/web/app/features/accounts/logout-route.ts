import { safeRedirectPath } from "@campuslar/domain/routes/safe-redirect";
import { redirect } from "react-router";
import { apiContext } from "../../api/api-context.ts";
import { clearSessionToken } from "../../session/session.server.ts";
import type { Route } from "./+types/logout-route";

/**
 * Spec §4: logout clears the user and the token. The API forgets the session, the cookie is
 * removed, and the visitor goes back to the page they were on (the other tabs follow, see
 * session-sync). A failed API call still logs out here: the visitor asked to leave.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await context.get(apiContext)("/v2/users/logout", { method: "POST" });
  } catch (error) {
    console.warn("Logout: the API could not end the session", error);
  }
  return redirect(safeRedirectPath(form.get("redirectTo")), {
    headers: { "Set-Cookie": await clearSessionToken(request) },
  });
}

/** A GET (a typed address, an old link) logs nobody out: it goes home. */
export function loader() {
  return redirect("/");
}
