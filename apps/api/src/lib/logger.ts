import pino, { type Logger } from "pino";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** Structured JSON logs; secrets are redacted wherever they appear in a logged object. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "password",
        "*.password",
        "token",
        "*.token",
        "headers.authorization",
        "headers.cookie",
        "*.passwordHash",
      ],
      censor: "[redacted]",
    },
  });
}
