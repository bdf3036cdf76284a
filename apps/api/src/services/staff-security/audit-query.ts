import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/db-types.ts";
import { auditLog } from "../../db/schema/payments.ts";
import { users } from "../../db/schema/users.ts";

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilters = { action?: string; subjectType?: string; subjectId?: string; page: number };

export type AuditRow = {
  id: number;
  at: string;
  /** Null when the line was written by the clock or its author's account is gone. */
  actor: { id: string; name: string; email: string } | null;
  action: string;
  subjectType: string;
  subjectId: string;
  detail: Record<string, unknown>;
  ip: string | null;
};

/** The audit log newest first (the id breaks ties within one instant), one page at a time. */
export async function listAudit(db: Db, filters: AuditFilters) {
  const where: SQL[] = [];
  if (filters.action) where.push(eq(auditLog.action, filters.action));
  if (filters.subjectType) where.push(eq(auditLog.subjectType, filters.subjectType));
  if (filters.subjectId) where.push(eq(auditLog.subjectId, filters.subjectId));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        actorId: auditLog.actorId,
        actorName: users.name,
        actorEmail: users.email,
        action: auditLog.action,
        subjectType: auditLog.subjectType,
        subjectId: auditLog.subjectId,
        detail: auditLog.detail,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(condition)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filters.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(condition),
  ]);
  const items: AuditRow[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.actorId && row.actorName !== null && row.actorEmail !== null
        ? { id: row.actorId, name: row.actorName, email: row.actorEmail }
        : null,
    action: row.action,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    detail: row.detail,
    ip: row.ip,
  }));
  const n = total?.n ?? 0;
  return {
    items,
    page: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
    total: n,
    totalPages: Math.max(1, Math.ceil(n / AUDIT_PAGE_SIZE)),
  };
}
