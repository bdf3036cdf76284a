/**
 * The rows of a raw `db.execute(sql…)`: node-postgres and PGlite both answer an object holding
 * them, which Drizzle types loosely across the two drivers.
 */
export const executeRows = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
