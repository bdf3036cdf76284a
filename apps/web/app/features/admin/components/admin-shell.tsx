import type { ReactNode } from "react";
import { type BackofficeSection, BackofficeShell } from "../../../site/backoffice-shell.tsx";
import { buttonClass } from "../../../ui/button.tsx";
import "../messages.ts";
import "../visits-messages.ts";
import "../access-messages.ts";
import "../transit-messages.ts";
import "../admin-rentals-messages.ts";

/** The backoffice's frame lives below the features (`site/backoffice-shell.tsx`), shared with the payments and security pages. */
export type AdminPage = BackofficeSection;
export const AdminShell = BackofficeShell;

/** A short line that says a change went through (read out by screen readers). */
export function SavedNote({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-lg border border-pine-200 bg-pine-50 px-3 py-2 text-sm font-medium text-pine-800"
    >
      {children}
    </p>
  );
}

/** The backoffice's small white button, for a link or a summary drawn as one. */
export const adminSecondaryButton = buttonClass({ variant: "secondary", size: "sm" });
export const adminCard = "rounded-xl border border-sand-200 bg-white p-4";
