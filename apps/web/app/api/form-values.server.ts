/** A form's fields as the visitor typed them, by name. */
export type TypedValues = Record<string, string>;

/** What the visitor typed, as text, so a failed submission shows it again. */
export function typedValues(form: FormData, fields: readonly string[]): TypedValues {
  const values: TypedValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}

/** An `Idempotency-Key` the API accepts (8–128 characters), or none. */
export function idempotencyHeaders(form: FormData): Record<string, string> {
  const key = form.get("idempotencyKey");
  return typeof key === "string" && /^[\w-]{8,128}$/.test(key) ? { "Idempotency-Key": key } : {};
}
