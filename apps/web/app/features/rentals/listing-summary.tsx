import type { ReactNode } from "react";

/**
 * The listing a proposal or rental is about, at the top of its pages: photo, title, where it
 * is, and a line under (the asked rent, the code).
 */
export function ListingSummary({
  title,
  place,
  photoUrl,
  children,
}: {
  title: string;
  place: string;
  photoUrl: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-sand-200 bg-white p-3 sm:p-4">
      {photoUrl ? (
        // The title beside it says what it shows: the photo adds nothing for a screen reader.
        <img src={photoUrl} alt="" width={112} height={84} className="h-21 w-28 shrink-0 rounded-xl object-cover" />
      ) : null}
      <div className="min-w-0">
        <p className="font-semibold text-ink-900 wrap-break-word">{title}</p>
        <p className="text-sm text-ink-700">{place}</p>
        {children}
      </div>
    </div>
  );
}
