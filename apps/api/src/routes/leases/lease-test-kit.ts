import type { RentalState } from "@campuslar/domain/rentals/rental-process";
import { and, asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { DatabaseHandle } from "../../db/client.ts";
import { emailOutbox } from "../../db/schema/platform.ts";
import { rentalInState, rentalParties } from "../../test/rental-fixtures.ts";
import type { testAccounts } from "../../test/test-accounts.ts";

/* What the lease tests share: parties with a rental waiting for signatures, answers, e-mails. */

type Accounts = ReturnType<typeof testAccounts>;

/** The student (English), the owner (Portuguese), staff, and a rental of the owner's home in `state`. */
export async function leaseParties(
  handle: DatabaseHandle,
  accounts: Accounts,
  state: RentalState = "awaiting_signatures",
  moveIn = "2027-02-01",
) {
  const parties = await rentalParties(handle, accounts, { studentLocale: "en", ownerLocale: "pt" });
  const withRent = { ...parties, rentCents: parties.rentCents ?? 250_000 };
  const rental = await rentalInState(handle, withRent, state, { moveIn });
  return { ...withRent, rental };
}

export async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

export async function refusal(res: Response | Promise<Response>, status: number) {
  const answer = await res;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return ((await answer.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
}

export const emailsTo = (handle: DatabaseHandle, to: string, template: string) =>
  handle.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.id));

/** The newest signing code e-mailed to `to`, read from its subject as the person would. */
export async function codeSentTo(handle: DatabaseHandle, to: string): Promise<string> {
  const sent = await emailsTo(handle, to, "lease_code");
  const code = /(\d{6})$/.exec(sent.at(-1)?.subject ?? "")?.[1];
  if (!code) throw new Error(`no code e-mailed to ${to}`);
  return code;
}
