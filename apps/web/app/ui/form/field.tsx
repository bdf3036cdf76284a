import { type ComponentProps, type ReactNode, useId } from "react";

/** What ties a control to its label and messages: spread it on the input, select or textarea. */
export type FieldControl = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldFrame = {
  label: string;
  /** Words under the label (the password rule, a format); read with the control. */
  hint?: ReactNode;
  /** The message for this field, already in the visitor's language. */
  error?: string;
  className?: string;
};

/** The input types a `Field` draws as a text box (`type="text"` unless told). */
export type InputKind = "text" | "email" | "password" | "tel" | "url" | "number" | "date" | "time" | "search";

export type InputFieldProps = FieldFrame &
  Omit<ComponentProps<"input">, "id" | "type" | "className" | "children"> & {
    name: string;
    kind?: InputKind;
    children?: never;
  };

export type TextareaFieldProps = FieldFrame &
  Omit<ComponentProps<"textarea">, "id" | "className" | "children"> & {
    name: string;
    kind: "textarea";
    children?: never;
  };

type CustomFieldProps = FieldFrame & {
  kind?: never;
  /** Draws the control(s) (a select, a country and a number) given what ties them to the label. */
  children: (control: FieldControl) => ReactNode;
};

export type FieldProps = InputFieldProps | TextareaFieldProps | CustomFieldProps;

/** A text box's look: the input and the textarea share it. */
const BOX =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-sand-300 bg-white px-3.5 py-2 text-ink-900 shadow-xs placeholder:text-ink-600/70 focus:border-pine-600 aria-invalid:border-brand-700";

/** The message under a field or a group of choices, found by its id (`aria-describedby`). */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return error ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-brand-800">
      {error}
    </p>
  ) : null;
}

/**
 * The ids of a field's hint and message (`<id>-hint`, `<id>-error`, from `idBase` when given),
 * and the `aria-describedby` that names those shown.
 */
export function useFieldIds(hint: ReactNode, error: string | undefined, idBase?: string) {
  const generated = useId();
  const id = idBase ?? generated;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return { id, hintId, errorId, describedBy };
}

/**
 * A labelled control with its hint under the label and its message right under the control
 * (DESIGN §5: one message per field, next to the field). Both are tied to the control
 * (`aria-describedby`, `aria-invalid`), so a screen reader reads them when it gets focus.
 *
 * The control is a text box by `kind` (`text` unless told, `email`, `date`, `textarea`…), its
 * other attributes passed as on the element; or any control drawn by `children`, given the
 * wiring to spread on it. An input's type is always written out: without one, tokens such as
 * `autocomplete="postal-code"` are invalid HTML.
 */
export function Field(props: FieldProps) {
  const { label, hint, error, className } = props;
  const { id, hintId, errorId, describedBy } = useFieldIds(hint, error);
  const control: FieldControl = { id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {hint ? (
        <div id={hintId} className="mt-1 text-sm text-ink-600">
          {hint}
        </div>
      ) : null}
      {drawControl(props, control)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const drawnByCaller = (props: FieldProps): props is CustomFieldProps => typeof props.children === "function";

function drawControl(props: FieldProps, control: FieldControl): ReactNode {
  if (drawnByCaller(props)) return props.children(control);
  if (props.kind === "textarea") {
    const { label, hint, error, className, kind, rows = 4, ...textarea } = props;
    return <textarea {...control} rows={rows} className={BOX} {...textarea} />;
  }
  const { label, hint, error, className, kind = "text", children, ...input } = props;
  return <input {...control} type={kind} className={BOX} {...input} />;
}
