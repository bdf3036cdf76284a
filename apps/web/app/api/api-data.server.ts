import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { apiContext } from "./api-context.ts";

/**
 * A GET to the API that a page cannot render without. The API's 404 becomes the page's 404
 * (spec §8: the "page not found" screen); any other failure is a 503 the error page explains,
 * and is logged here with the call that failed.
 */
export async function loadApiData<Schema extends z.ZodType>(
  context: Readonly<RouterContextProvider>,
  path: string,
  schema: Schema,
  init?: RequestInit,
): Promise<z.infer<Schema>> {
  let response: Response;
  try {
    response = await context.get(apiContext)(path, init);
  } catch (error) {
    console.error(`GET ${path} failed`, error);
    throw data(null, { status: 503 });
  }
  // An unknown code or link is the page's 404; a session that ended, its 401.
  if (response.status === 404 || response.status === 401) throw data(null, { status: response.status });
  // A removed listing (issue 34.15) is not found for any page about it; the API's answer (what
  // and where it was) goes with it, and the listing's own page answers 410 from it.
  if (response.status === 410) throw data(await response.json().catch(() => null), { status: 404 });
  if (!response.ok) {
    console.warn(`GET ${path} answered ${response.status}`);
    throw data(null, { status: 503 });
  }
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) {
    console.error(`GET ${path} answered an unexpected shape`, parsed.error.issues.slice(0, 3));
    throw data(null, { status: 503 });
  }
  return parsed.data;
}
