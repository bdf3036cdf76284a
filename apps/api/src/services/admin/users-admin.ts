import {
  ADMIN_PAGE_SIZE,
  type AdminUser,
  type AdminUserPage,
  type AdminUserQuery,
} from "@campuslar/domain/admin/admin-dto";
import { adminMessage } from "@campuslar/domain/admin/admin-messages";
import type { Locale } from "@campuslar/domain/i18n/locales";
import type { Role } from "@campuslar/domain/user/roles";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/users.ts";
import { HttpError } from "../../lib/errors.ts";

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  role: users.role,
  createdAt: users.createdAt,
};

const toAdminUser = (row: { createdAt: Date } & Omit<AdminUser, "createdAt">): AdminUser => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** Accounts, newest first; `q` finds a name (accents ignored), an e-mail or a phone (digits). */
export async function listUsers(db: Db, query: AdminUserQuery): Promise<AdminUserPage> {
  const conditions: SQL[] = [];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.q) {
    const pattern = likePattern(query.q);
    const digits = query.q.replace(/\D/g, "");
    conditions.push(
      sql`(unaccent(lower(${users.name})) like unaccent(${pattern}) or lower(${users.email}) like ${pattern}${
        digits.length >= 3 ? sql` or regexp_replace(${users.phone}, ${"[^0-9]"}, '', 'g') like ${`%${digits}%`}` : sql``
      })`,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const pageSize = ADMIN_PAGE_SIZE;
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const n = total?.n ?? 0;
  return { items: rows.map(toAdminUser), page: query.page, pageSize, total: n, totalPages: Math.ceil(n / pageSize) };
}

/**
 * Gives an account another role. Staff cannot change their own: the last staff member would
 * otherwise lock everyone out of the backoffice with one click.
 */
export async function changeUserRole(
  db: Db,
  actorId: string,
  userId: string,
  role: Role,
  locale: Locale,
  now: Date,
): Promise<AdminUser> {
  if (userId === actorId) throw new HttpError("conflict", adminMessage("admin.user.ownRole", locale));
  const notFound = new HttpError("not_found", adminMessage("admin.user.notFound", locale));
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) throw notFound;
  const [row] = await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, userId)).returning(userColumns);
  if (!row) throw notFound;
  return toAdminUser(row);
}
