import { useEffect, useRef } from "react";

/**
 * After a refused submission (with JavaScript), takes the visitor to what went wrong: the first
 * field with a message inside the element `scopeId`, or else the form's alert, which is given
 * the returned ref. Without JavaScript the page itself shows both.
 */
export function useFocusOnRefusal(refusal: unknown, scopeId: string) {
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!refusal) return;
    const invalid = document.querySelector<HTMLElement>(`#${scopeId} [aria-invalid='true']`);
    (invalid ?? alertRef.current)?.focus();
  }, [refusal, scopeId]);
  return alertRef;
}
