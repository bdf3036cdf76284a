/**
 * Issue 17: whether an error means the database cannot be reached right now (down, restarting,
 * frozen, or a connection it dropped), as opposed to a bug or a bad statement. Such a request
 * answers 503 with Retry-After: the process stays up and serves again once the database does.
 * Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */

/** Node's socket errors when the server is not there or went away. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND"]);

/**
 * PostgreSQL's SQLSTATEs for "not now": class 08 (connection exception), 57P01–57P03 (the
 * server is shutting down, crashed or starting), 57014 (our statement_timeout cancelled it),
 * 53300 (too many connections).
 */
const UNAVAILABLE_STATE = /^(08...|57P0[123]|57014|53300)$/;

/** node-postgres' own messages for a connection that failed or timed out (they carry no code). */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
  "Connection terminated unexpectedly",
  "Cannot use a pool after calling end on the pool",
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 8; depth++) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (SOCKET_CODES.has(code) || UNAVAILABLE_STATE.test(code))) return true;
    if (typeof message === "string" && DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = cause;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again: a restart usually takes a few. */
export const DATABASE_RETRY_AFTER_S = 5;
