/*
 * Turns validation issues into `{ "field.path": "text" }`, the shape of `error.fields`, so each
 * message lands next to its input. Only the first message of a field is kept: a person fixes one
 * thing at a time, and a list under one input reads as noise.
 */

/** The issues of zod (`error.issues`) or anything shaped like them. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Issues that belong to no field (a refinement of the whole form) are filed under this name. */
export const FORM_LEVEL_FIELD = "_form";

export const fieldPath = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? FORM_LEVEL_FIELD : path.map((part) => String(part)).join(".");

export function localizeFieldErrors(
  issues: readonly FieldIssue[],
  translate: (key: string) => string,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const field = fieldPath(issue.path);
    if (!Object.hasOwn(fields, field)) fields[field] = translate(issue.message);
  }
  return fields;
}
