import { hash, verify } from "@node-rs/argon2";

// argon2id (the library's default) with OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a stored value that is not an argon2 hash (seed accounts). */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  if (!stored.startsWith("$argon2")) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of nothing in particular: login verifies against it when the e-mail is unknown,
 * so an unknown e-mail takes as long as a wrong password and the answer reveals nothing.
 */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword("decoy-password-never-used-1A"));
