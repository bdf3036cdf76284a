import { Field, type TextareaFieldProps } from "./field.tsx";

/** A `Field` with a multi-line text box (four rows unless told). */
export function TextAreaField(field: Omit<TextareaFieldProps, "kind">) {
  return <Field kind="textarea" {...field} />;
}
