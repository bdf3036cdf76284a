import { addDays, instantAt } from "@campuslar/domain/dates/zoned-time";
import type { WarrantyType } from "@campuslar/domain/lead/lead-enums";
import { centsToReais } from "@campuslar/domain/money/money";
import { FINAL_STATES, OPEN_STATES, type RentalState } from "@campuslar/domain/rentals/rental-process";
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { properties } from "../../db/schema/catalogue.ts";
import { rentalDocuments, rentals } from "../../db/schema/rentals.ts";
import { users } from "../../db/schema/users.ts";

/*
 * Staff's pipeline of rentals (issue 35, point 8): every rental in the stage where someone must
 * act next, with the counts per stage the tabs show. The rental's conversation and history are on
 * its own page (`/alugueis/:id`), which staff open as the third side.
 */

export const ADMIN_RENTAL_STAGES = ["proposals", "answers_due", "documents", "signatures", "payment", "ended"] as const;
export type AdminRentalStage = (typeof ADMIN_RENTAL_STAGES)[number];

/** An answer due within this long is "due": staff nudge the owner (or student) before it expires. */
export const ANSWER_DUE_WITHIN_MS = 24 * 60 * 60 * 1000;
export const ADMIN_RENTALS_PAGE_SIZE = 50;
export const ADMIN_RENTALS_EXPORT_MAX = 10_000;

export type AdminRentalFilters = { stage?: AdminRentalStage; q?: string; from?: string; to?: string };

export type AdminRentalRow = {
  id: string;
  code: string;
  state: RentalState;
  listing: { code: string; titlePt: string; titleEn: string };
  student: { name: string; email: string };
  owner: { name: string; email: string } | null;
  terms: {
    moveIn: string;
    months: number;
    monthlyRent: number;
    guarantee: WarrantyType;
    occupants: number;
    roomNumber: number | null;
  };
  dueAt: string | null;
  pendingDocuments: number;
  /** Who has signed the live lease (awaiting signatures), from `lease_signatures`. */
  signedBy: ("student" | "owner")[];
  lastMove: { move: string; at: string } | null;
  createdAt: string;
};

const student = alias(users, "student");
const owner = alias(users, "owner");

const pendingDocuments = and(
  eq(rentalDocuments.rentalId, rentals.id),
  eq(rentalDocuments.status, "pending"),
  sql`${rentalDocuments.deletedAt} is null`,
);

/** What each tab holds, given the clock. */
function stageCondition(stage: AdminRentalStage, now: Date): SQL {
  switch (stage) {
    case "proposals":
      return inArray(rentals.state, [...OPEN_STATES]);
    case "answers_due":
      return and(
        inArray(rentals.state, [...OPEN_STATES]),
        lt(rentals.dueAt, new Date(now.getTime() + ANSWER_DUE_WITHIN_MS)),
      ) as SQL;
    case "documents":
      return and(
        eq(rentals.state, "awaiting_documents"),
        sql`exists (select 1 from ${rentalDocuments} where ${pendingDocuments})`,
      ) as SQL;
    case "signatures":
      return eq(rentals.state, "awaiting_signatures");
    case "payment":
      return eq(rentals.state, "awaiting_payment");
    case "ended":
      return inArray(rentals.state, [...FINAL_STATES]);
  }
}

/** `%`, `_` and `\` typed in a search are literal characters. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The search and the São Paulo days (on when the proposal was sent): what the counts also follow. */
function filterCondition(filters: AdminRentalFilters): SQL[] {
  const where: SQL[] = [];
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(
        ilike(rentals.code, pattern),
        ilike(properties.code, pattern),
        ilike(student.name, pattern),
        ilike(student.email, pattern),
        ilike(owner.name, pattern),
        ilike(owner.email, pattern),
      ) as SQL,
    );
  }
  if (filters.from) where.push(gte(rentals.createdAt, instantAt(filters.from, 0)));
  if (filters.to) where.push(lt(rentals.createdAt, instantAt(addDays(filters.to, 1), 0)));
  return where;
}

/** Answers due soonest first; proposals oldest waiting first; the others by their last change. */
function orderOf(stage: AdminRentalStage | undefined) {
  if (stage === "answers_due" || stage === "proposals") return [asc(rentals.dueAt), asc(rentals.createdAt)];
  if (stage === undefined) return [desc(rentals.createdAt), asc(rentals.id)];
  return [desc(rentals.stateChangedAt), asc(rentals.id)];
}

async function selectRows(
  db: Db,
  filters: AdminRentalFilters,
  now: Date,
  window: { limit: number; offset: number },
): Promise<AdminRentalRow[]> {
  const where = filterCondition(filters);
  if (filters.stage) where.push(stageCondition(filters.stage, now));
  const rows = await db
    .select({
      rental: rentals,
      listing: { code: properties.code, titlePt: properties.titlePt, titleEn: properties.titleEn },
      student: { name: student.name, email: student.email },
      owner: { name: owner.name, email: owner.email },
      pending: sql<number>`(select count(*)::int from ${rentalDocuments} where ${pendingDocuments})`,
      signedBy: sql<string | null>`(select string_agg(s.side::text, ',' order by s.side) from lease_signatures s
        join leases l on l.id = s.lease_id
        where l.rental_id = ${rentals.id} and l.voided_at is null and s.voided_at is null)`,
      lastMove: sql<
        string | null
      >`(select e.move || '|' || to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
        from rental_events e where e.rental_id = ${rentals.id} order by e.at desc, e.id desc limit 1)`,
    })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .innerJoin(student, eq(student.id, rentals.studentId))
    .leftJoin(owner, eq(owner.id, rentals.ownerId))
    .where(where.length > 0 ? and(...where) : undefined)
    .orderBy(...orderOf(filters.stage))
    .limit(window.limit)
    .offset(window.offset);
  return rows.map(({ rental, listing, student: s, owner: o, pending, signedBy, lastMove }) => {
    const [move, at] = lastMove ? lastMove.split("|") : [];
    return {
      id: rental.id,
      code: rental.code,
      state: rental.state,
      listing,
      student: s,
      owner: o?.name != null && o.email != null ? { name: o.name, email: o.email } : null,
      terms: {
        moveIn: rental.moveIn,
        months: rental.months,
        monthlyRent: centsToReais(rental.monthlyRentCents),
        guarantee: rental.guarantee,
        occupants: rental.occupants,
        roomNumber: rental.roomNumber,
      },
      dueAt: rental.dueAt?.toISOString() ?? null,
      pendingDocuments: Number(pending),
      signedBy: (signedBy ? signedBy.split(",") : []) as AdminRentalRow["signedBy"],
      lastMove: move && at ? { move, at } : null,
      createdAt: rental.createdAt.toISOString(),
    };
  });
}

/** How many rentals each tab holds under the same search and days. */
async function stageCounts(db: Db, filters: AdminRentalFilters, now: Date): Promise<Record<AdminRentalStage, number>> {
  const where = filterCondition(filters);
  const counts = await Promise.all(
    ADMIN_RENTAL_STAGES.map(async (stage) => {
      const [row] = await db
        .select({ n: count() })
        .from(rentals)
        .innerJoin(properties, eq(properties.id, rentals.propertyId))
        .innerJoin(student, eq(student.id, rentals.studentId))
        .leftJoin(owner, eq(owner.id, rentals.ownerId))
        .where(and(...where, stageCondition(stage, now)));
      return [stage, Number(row?.n ?? 0)] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<AdminRentalStage, number>;
}

export type AdminRentalPage = {
  items: AdminRentalRow[];
  counts: Record<AdminRentalStage, number>;
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

/** `GET /v2/admin/rentals`: one page of the stage asked (every rental without one) and every tab's count. */
export async function listAdminRentals(
  db: Db,
  filters: AdminRentalFilters & { page: number },
  now: Date,
): Promise<AdminRentalPage> {
  const pageSize = ADMIN_RENTALS_PAGE_SIZE;
  const where = filterCondition(filters);
  if (filters.stage) where.push(stageCondition(filters.stage, now));
  const [items, counts, [total]] = await Promise.all([
    selectRows(db, filters, now, { limit: pageSize, offset: (filters.page - 1) * pageSize }),
    stageCounts(db, filters, now),
    db
      .select({ n: count() })
      .from(rentals)
      .innerJoin(properties, eq(properties.id, rentals.propertyId))
      .innerJoin(student, eq(student.id, rentals.studentId))
      .leftJoin(owner, eq(owner.id, rentals.ownerId))
      .where(where.length > 0 ? and(...where) : undefined),
  ]);
  const n = Number(total?.n ?? 0);
  return { items, counts, page: filters.page, pageSize, total: n, totalPages: Math.ceil(n / pageSize) };
}

/** The rows the CSV export holds: the same filters, every page. */
export const exportAdminRentals = (db: Db, filters: AdminRentalFilters, now: Date) =>
  selectRows(db, filters, now, { limit: ADMIN_RENTALS_EXPORT_MAX, offset: 0 });
