import { type Column, getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

type Executor = Pick<Db, "execute">;

/**
 * Multi-row insert with one bind parameter per column: each column travels as one text
 * array and PostgreSQL turns the arrays back into rows with `unnest`. This is what makes a
 * 100,000-listing seed practical: building Drizzle's one-parameter-per-value statements for
 * ~90 columns cost more than the database's own work, and this form can never reach the
 * protocol's limit of 65,535 parameters, however many rows a batch holds.
 *
 * Columns, their SQL names and types come from the Drizzle table, so a column added to the
 * schema is written without touching this code. Rows must all set the same columns; a
 * column no row sets is left to its database default.
 */
export async function bulkInsert<T extends PgTable>(
  db: Executor,
  table: T,
  rows: readonly T["$inferInsert"][],
  returning?: SQL,
): Promise<Record<string, unknown>[]> {
  const first = rows[0];
  if (!first) return [];
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key]) => (first as Record<string, unknown>)[key] !== undefined,
  );
  const names = columns.map(([, column]) => sqlName(column));
  const params = columns.map(([key, column]) =>
    arrayLiteral(rows.map((row) => toText((row as Record<string, unknown>)[key], column))),
  );
  const query = sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  )}) select ${sql.join(
    columns.map(([, column], i) => sql`${sql.identifier(`c${i}`)}::${sql.raw(castType(column))}`),
    sql`, `,
  )} from unnest(${sql.join(
    params.map((p) => sql`${p}::text[]`),
    sql`, `,
  )}) as u(${sql.join(
    columns.map((_, i) => sql.identifier(`c${i}`)),
    sql`, `,
  )})${returning ? sql` returning ${returning}` : sql``}`;
  const result = (await db.execute(query)) as unknown as { rows?: Record<string, unknown>[] };
  return result.rows ?? [];
}

/** The column's name in SQL: Drizzle's snake_case casing applies to columns named by their key. */
export function sqlName(column: Column): string {
  return (column as Column & { keyAsName?: boolean }).keyAsName ? toSnakeCase(column.name) : column.name;
}

function castType(column: Column): string {
  const type = column.getSQLType();
  // Sequence-backed types are not types a value can be cast to.
  if (type === "serial") return "integer";
  if (type === "bigserial") return "bigint";
  if (type === "smallserial") return "smallint";
  // Enum and other user-defined names are quoted; built-in names contain spaces or brackets.
  return /^[a-z_][a-z0-9_]*$/.test(type) && column.columnType === "PgEnumColumn" ? `"${type}"` : type;
}

/** One value as PostgreSQL text input for the column's type, or null. */
function toText(value: unknown, column: Column): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return arrayLiteral(value.map((v) => (v === null || v === undefined ? null : String(v))));
  if (typeof value === "boolean") return value ? "t" : "f";
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "string") return String(value);
  throw new Error(`cannot write a ${typeof value} to ${column.name}`);
}

/** PostgreSQL array input syntax: every element quoted, so commas, braces and quotes are safe. */
export function arrayLiteral(values: readonly (string | null)[]): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] =
      v === null || v === undefined ? "NULL" : NEEDS_ESCAPE.test(v) ? `"${v.replace(ESCAPED, "\\$&")}"` : `"${v}"`;
  }
  return `{${parts.join(",")}}`;
}

const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;
