/** Adds `name` to `Vary`, keeping what is there. */
export function addVary(headers: Headers, name: string) {
  const vary = headers.get("Vary");
  if (vary === "*" || vary?.split(",").some((v) => v.trim().toLowerCase() === name.toLowerCase())) return;
  headers.set("Vary", vary ? `${vary}, ${name}` : name);
}
