import type { RentalView } from "@campuslar/domain/rentals/rental-forms";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { interestTermsFor } from "../../test/interest-terms.ts";
import { rentalParties } from "../../test/rental-fixtures.ts";
import type { testAccounts } from "../../test/test-accounts.ts";

/* What the rentals' tests share: a proposal's body, reading answers, and the e-mails sent to someone. */

type Call = ReturnType<typeof testAccounts>["call"];

/** A proposal within `code`'s bounds: its asked rent, 12 months, from `moveDate`. */
export async function proposalBody(handle: DatabaseHandle, code: string, overrides: Record<string, unknown> = {}) {
  const terms = await interestTermsFor(handle.db, code);
  return {
    moveDate: "2027-03-01",
    ...terms,
    warrantyType: "escrow_deposit",
    occupants: 1,
    message: "I study at FGV and would love to rent your home.",
    ...overrides,
  };
}

export async function ok<T = RentalView>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

export async function refusal(res: Response | Promise<Response>, status: number) {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return ((await answer.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}

/** The e-mails queued to `to`, oldest first. */
export const emailsTo = (handle: DatabaseHandle, to: string, template?: string) =>
  handle.db
    .select({
      template: emailOutbox.template,
      locale: emailOutbox.locale,
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), template ? eq(emailOutbox.template, template) : undefined))
    .orderBy(asc(emailOutbox.id));

/** `call`'s proposal as `token` for listing `code`. */
export const proposeAs = (call: Call, token: string | undefined, code: string, body: unknown, lang = "en") =>
  call(token, "POST", `/v2/properties/${code}/rentals`, body, lang);

/** `rentalParties` whose listing surely has a rent (the seeded whole homes do), as `rentalInState` needs. */
export async function partiesWithRent(...args: Parameters<typeof rentalParties>) {
  const parties = await rentalParties(...args);
  if (parties.rentCents === null) throw new Error(`${parties.code} has no rent`);
  return { ...parties, rentCents: parties.rentCents };
}
