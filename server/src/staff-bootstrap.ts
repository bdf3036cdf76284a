import { type createLogger, type Db, ensureStaffAccount } from "@campuslar/api";
import type { StaffAccountConfig } from "./staff-config.ts";

/** At start: the configured staff account exists and is staff. Logs what changed, never the password. */
export async function bootstrapStaffAccount(
  db: Db,
  account: StaffAccountConfig | undefined,
  logger: ReturnType<typeof createLogger>,
) {
  if (!account) return;
  const result = await ensureStaffAccount(db, account);
  if (result.outcome !== "unchanged") {
    logger.info({ email: account.email, outcome: result.outcome }, "staff account ready");
  }
}
