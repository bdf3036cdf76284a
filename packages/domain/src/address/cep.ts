/**
 * CEP (a Brazilian postal code): `01310-100` or `01310100`, stored as `01310-100`. No CEP is all
 * zeros. A module of its own: the listing form reads it in the browser, which must not load the
 * lead forms' phone validation with it (decision 007).
 */
export function normalizeCep(raw: string): string | undefined {
  const match = /^(\d{5})-?(\d{3})$/.exec(raw.trim());
  if (!match || /^0+$/.test(`${match[1]}${match[2]}`)) return undefined;
  return `${match[1]}-${match[2]}`;
}
