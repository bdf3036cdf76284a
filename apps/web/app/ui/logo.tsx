/** The brand mark: a roof over an open book, drawn in the brand colours; decorative next to the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#bf5128" />
      <path
        d="M6 15.5 16 7l10 8.5"
        fill="none"
        stroke="#fcf8f2"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M9 17.5c2.6-.9 5-.6 7 1 2-1.6 4.4-1.9 7-1v7c-2.6-.9-5-.6-7 1-2-1.6-4.4-1.9-7-1z" fill="#fcf8f2" />
      <path d="M16 18.5v7" stroke="#bf5128" strokeWidth="1.4" />
    </svg>
  );
}
