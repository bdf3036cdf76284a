/** A calm neighbourhood scene (tower, house, low block) in the brand palette; purely decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  const towerWindows = [0, 1, 2, 3, 4, 5].flatMap((row) =>
    [0, 1, 2].map((col) => ({ x: 54 + col * 24, y: 84 + row * 28 })),
  );
  const blockWindows = [0, 1, 2].flatMap((row) => [0, 1].map((col) => ({ x: 300 + col * 30, y: 136 + row * 36 })));
  return (
    <svg viewBox="0 0 400 300" className={className} aria-hidden="true" focusable="false">
      <circle cx="318" cy="62" r="30" fill="#fbe0cf" />
      <rect x="36" y="60" width="92" height="200" rx="6" fill="#215a50" />
      {towerWindows.map(({ x, y }) => (
        <rect key={`t${x}-${y}`} x={x} y={y} width="14" height="16" rx="2" fill="#d4e9e2" />
      ))}
      <rect x="286" y="112" width="82" height="148" rx="6" fill="#d4bf9f" />
      {blockWindows.map(({ x, y }) => (
        <rect key={`b${x}-${y}`} x={x} y={y} width="18" height="20" rx="2" fill="#fcf8f2" />
      ))}
      <path d="M150 158 210 104l60 54v102H150z" fill="#bf5128" />
      <path d="M140 164 210 100l70 64" fill="none" stroke="#7c3219" strokeWidth="10" strokeLinecap="round" />
      <rect x="196" y="206" width="28" height="54" rx="3" fill="#fcf8f2" />
      <rect x="164" y="178" width="22" height="22" rx="2" fill="#fbe0cf" />
      <rect x="234" y="178" width="22" height="22" rx="2" fill="#fbe0cf" />
      <circle cx="136" cy="222" r="18" fill="#2b6f63" />
      <rect x="133" y="232" width="6" height="28" rx="2" fill="#1b4841" />
      <rect x="16" y="258" width="368" height="8" rx="4" fill="#e7d9c3" />
    </svg>
  );
}
