import { createCookie } from "react-router";
import { PROPOSAL_PREFILL_FIELDS } from "./proposal-link.ts";

/*
 * Issue 35: the interest a student just sent for a rental, handed from the listing's action to
 * the thank-you page, which invites them to turn it into a proposal prefilled with it. A cookie
 * for an hour rather than the thank-you page's address: that page keeps one address for every
 * listing, and the values only prefill a form that checks them again.
 */

const handoverCookie = createCookie("campuslar_interest", {
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 60 * 60,
});

export type InterestHandover = { code: string; values: Record<string, string> };

/** The `Set-Cookie` header that hands a rental interest's stay to the thank-you page. */
export function handOverInterest(code: string, typed: Readonly<Record<string, string>>): Promise<string> {
  const values: Record<string, string> = {};
  for (const field of PROPOSAL_PREFILL_FIELDS) if (typed[field]) values[field] = typed[field].slice(0, 40);
  return handoverCookie.serialize({ code, values } satisfies InterestHandover);
}

/** The `Set-Cookie` header that forgets a handed-over interest (a sale's contact follows a rental's). */
export const dropInterestHandover = (): Promise<string> => handoverCookie.serialize("", { maxAge: 0 });

/** The interest handed over with this request, if any and well formed. */
export async function interestHandedOver(request: Request): Promise<InterestHandover | null> {
  const value: unknown = await handoverCookie.parse(request.headers.get("Cookie")).catch(() => null);
  if (typeof value !== "object" || value === null) return null;
  const { code, values } = value as Partial<InterestHandover>;
  if (typeof code !== "string" || !/^[A-Z0-9-]{1,20}$/i.test(code) || typeof values !== "object" || values === null)
    return null;
  const clean: Record<string, string> = {};
  for (const field of PROPOSAL_PREFILL_FIELDS) {
    const typed = (values as Record<string, unknown>)[field];
    if (typeof typed === "string") clean[field] = typed.slice(0, 40);
  }
  return { code, values: clean };
}
