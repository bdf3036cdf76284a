import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "../button.tsx";
import { FormAlert } from "./form-alert.tsx";
import { useFocusOnRefusal } from "./use-focus-on-refusal.ts";

/** A refused submission's messages: one per field, and one for the form as a whole. */
export type FormRefusal = { fields: Record<string, string>; form?: string };

type IdempotentFormProps = {
  /** The section holding the form: after a refusal, focus goes to its first field with a message. */
  scopeId: string;
  /** A key made for this render of the form, sent as `Idempotency-Key`: a double submit is one. */
  idempotencyKey: string;
  errors?: FormRefusal | undefined;
  /** The names of the fields the form shows: a message for any other goes in the alert on top. */
  fields: readonly string[];
  /** The alert's words when only fields have messages. */
  failed: string;
  submitLabel: string;
  submittingLabel: string;
  /** The submit button's width (`w-full`, `w-full sm:w-auto`). */
  submitClassName?: string;
  className?: string;
  children: ReactNode;
};

/**
 * The message for the top of the form: the form's own, or one for a field the form does not
 * show by that name (a nested one such as `billsIncluded.water` is shown by its group, so it is
 * not), or else a word that the fields below have messages.
 */
function alertText(errors: FormRefusal | undefined, fields: readonly string[], failed: string) {
  if (!errors) return undefined;
  const unshown = Object.entries(errors.fields).find(
    ([field]) => !fields.includes(field) && !fields.some((shown) => shown.startsWith(`${field.split(".")[0]}.`)),
  )?.[1];
  return errors.form ?? unshown ?? failed;
}

/**
 * A form that leaves a lead (an interest, an owner's advert, a service request): a plain POST to
 * the page's action, so it works without JavaScript, with the idempotency key, the alert on top
 * when something is wrong, the fields, and the submit button, busy while the form is sent.
 * A refusal keeps the scroll where the messages are (React Router keeps it after a POST that
 * answers with data); the redirect after a success opens the next page at its top, so the form
 * must not ask to keep the scroll (`preventScrollReset` would carry over to the redirect).
 */
export function IdempotentForm({
  scopeId,
  idempotencyKey,
  errors,
  fields,
  failed,
  submitLabel,
  submittingLabel,
  submitClassName,
  className,
  children,
}: IdempotentFormProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const alert = alertText(errors, fields, failed);
  const alertRef = useFocusOnRefusal(errors, scopeId);
  return (
    <Form method="post" noValidate className={className}>
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {alert ? <FormAlert ref={alertRef}>{alert}</FormAlert> : null}
      {children}
      <Button type="submit" size="lg" busy={submitting} className={submitClassName}>
        {submitting ? submittingLabel : submitLabel}
      </Button>
    </Form>
  );
}
