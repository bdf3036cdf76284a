import { MeResponseSchema, type User } from "@campuslar/domain/user/user-forms";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../api/api-context.ts";

/**
 * The logged-in user from `/v2/user/me`, or `null` when the API does not know the session (or
 * cannot say). Server-only, so the schema library never reaches the browser.
 */
export async function loadCurrentUser(context: Readonly<RouterContextProvider>): Promise<User | null> {
  try {
    const response = await context.get(apiContext)("/v2/user/me");
    if (!response.ok) return null;
    return MeResponseSchema.parse(await response.json()).user;
  } catch (error) {
    console.warn("Could not load the current user", error);
    return null;
  }
}
