import { MeResponseSchema, type User } from "@campuslar/domain/user/user-forms";
import type { RouterContextProvider } from "react-router";
import { apiContext } from "../api/api-context.ts";

/**
 * What `/v2/user/me` says of the visitor: the logged-in user, `null` when the API knows no
 * session (401), `undefined` when it cannot say (down, or an answer it should not give).
 * Server-only, so the schema library never reaches the browser.
 */
export async function askCurrentUser(context: Readonly<RouterContextProvider>): Promise<User | null | undefined> {
  try {
    const response = await context.get(apiContext)("/v2/user/me");
    if (response.status === 401) return null;
    if (!response.ok) return undefined;
    return MeResponseSchema.parse(await response.json()).user;
  } catch (error) {
    console.warn("Could not load the current user", error);
    return undefined;
  }
}

/** The logged-in user, or `null` when the API does not know the session (or cannot say). */
export async function loadCurrentUser(context: Readonly<RouterContextProvider>): Promise<User | null> {
  return (await askCurrentUser(context)) ?? null;
}
