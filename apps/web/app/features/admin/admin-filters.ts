/**
 * The backoffice's filters live in the address (a GET form), so a filtered list can be
 * reloaded, shared and exported. Only the names a page knows go on to the API.
 */
export function pickParams(search: URLSearchParams, names: readonly string[]): URLSearchParams {
  const picked = new URLSearchParams();
  for (const name of names) {
    const value = search.get(name)?.trim();
    if (value) picked.set(name, value);
  }
  return picked;
}

/** The same address with `changes` applied (`null` removes a parameter), as `?a=1&b=2` or "". */
export function withParams(search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(name);
    else next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : "";
}

/** A page number from the address: a whole number from 1, or 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
