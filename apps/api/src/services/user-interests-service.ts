import type { Locale } from "@campuslar/domain/i18n/locales";
import { localizedText } from "@campuslar/domain/i18n/localized-text";
import { USER_INTERESTS_MAX, type UserInterest, type UserInterestList } from "@campuslar/domain/user/interests";
import { desc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { properties } from "../db/schema/catalogue.ts";
import { interestRequests, purchaseInterests } from "../db/schema/leads.ts";

/**
 * `GET /v2/user/interests`: what the user sent from listings' pages while logged in (the rent
 * interest form and a sale listing's contact form), newest first, each with its listing's code
 * and title in `locale` and where staff are with it. A withdrawn listing still names what was
 * asked about, marked unavailable.
 */
export async function listUserInterests(db: Db, userId: string, locale: Locale): Promise<UserInterestList> {
  const columns = (table: typeof interestRequests | typeof purchaseInterests) => ({
    id: table.id,
    status: table.status,
    createdAt: table.createdAt,
    code: properties.code,
    titlePt: properties.titlePt,
    titleEn: properties.titleEn,
    purpose: properties.purpose,
    listingStatus: properties.status,
  });
  const [rent, sale] = await Promise.all(
    [interestRequests, purchaseInterests].map((table) =>
      db
        .select(columns(table))
        .from(table)
        .innerJoin(properties, eq(properties.id, table.propertyId))
        .where(eq(table.userId, userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(USER_INTERESTS_MAX),
    ),
  );
  const items: UserInterest[] = [...(rent ?? []), ...(sale ?? [])]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .slice(0, USER_INTERESTS_MAX)
    .map((row) => ({
      id: row.id,
      code: row.code,
      title: localizedText(locale, row.titlePt, row.titleEn).text,
      purpose: row.purpose,
      available: row.listingStatus === "published",
      status: row.status,
      sentAt: row.createdAt.toISOString(),
    }));
  return { items };
}
