import { Field, type InputFieldProps, type InputKind } from "./field.tsx";

/** A `Field` with a text box, its type named as on the element (`text` unless told). */
export function TextField({ type, ...field }: Omit<InputFieldProps, "kind"> & { type?: InputKind }) {
  return <Field kind={type} {...field} />;
}
