/** Decorative illustration of the status pages: an empty stand with a deflated ball. */
export function StatusIllustration() {
  return (
    <svg width="220" height="150" viewBox="0 0 220 150" aria-hidden="true" focusable="false">
      <rect x="10" y="118" width="200" height="10" rx="5" fill="#d9e2f5" />
      <rect x="30" y="92" width="160" height="18" rx="4" fill="#b1c3ea" />
      <rect x="50" y="66" width="120" height="18" rx="4" fill="#86a2df" />
      <rect x="70" y="40" width="80" height="18" rx="4" fill="#4b74d1" />
      <ellipse cx="160" cy="114" rx="22" ry="12" fill="#f9873f" />
      <path d="M142 110c8-4 28-4 36 0M150 106c4 6 16 6 20 0" stroke="#8f3300" strokeWidth="2" fill="none" />
      <circle cx="56" cy="30" r="6" fill="#f59f00" />
      <path d="M56 16v6M56 38v6M42 30h6M64 30h6" stroke="#f59f00" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
