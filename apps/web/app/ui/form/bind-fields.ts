/**
 * A form's fields tied to what a refused submission sent back: `field("email")` gives the name,
 * what was typed (shown again) and the field's message, to spread on a `Field`, `TextField`,
 * `SelectField`, `PhoneField` or `ChoiceGroupField`.
 */
export function bindFields(
  values: Readonly<Record<string, string | undefined>>,
  errors: Readonly<Record<string, string | undefined>> = {},
) {
  return (name: string) => ({ name, defaultValue: values[name], error: errors[name] });
}
