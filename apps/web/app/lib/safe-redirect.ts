/**
 * Where to send a visitor after a form, from a value the form carried: only a path on this
 * site. Anything else (another origin, `//evil.example`, a backslash trick) goes home.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\")) {
    return fallback;
  }
  return value;
}
