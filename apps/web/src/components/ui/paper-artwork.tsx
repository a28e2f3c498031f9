// The picture a paper shows when it has none of its own (or its own fails to load): drawn inline
// rather than fetched. As a file it was the first paint's largest image on Paper selection, and it
// could only be requested after the list arrived: one more round trip before the page looked done.
// An inline drawing is part of the card's own paint.
export function PaperArtwork({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 160 120" width={160} height={120} aria-hidden="true" focusable="false">
      <rect width="160" height="120" fill="#e6e5fb" />
      <path d="M80 22 42 40h76z" fill="#3730a3" />
      <rect x="44" y="42" width="72" height="6" fill="#3730a3" />
      <g fill="#4f46e5">
        <rect x="50" y="52" width="8" height="34" rx="1" />
        <rect x="66" y="52" width="8" height="34" rx="1" />
        <rect x="86" y="52" width="8" height="34" rx="1" />
        <rect x="102" y="52" width="8" height="34" rx="1" />
      </g>
      <rect x="40" y="88" width="80" height="7" fill="#3730a3" />
      <rect x="34" y="97" width="92" height="6" rx="1" fill="#312e81" />
      <circle cx="80" cy="33" r="3" fill="#fbbf24" />
    </svg>
  );
}
