import { createHash, randomBytes } from "node:crypto";

/** An opaque bearer token: 256 random bits, URL-safe. Only its hash is ever stored. */
export const generateToken = (): string => randomBytes(32).toString("base64url");

/** SHA-256 suffices for tokens (unlike passwords): they are long and random, not guessable. */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");
