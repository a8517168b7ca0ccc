/**
 * The splash of index.html (its styles are inline there), drawn again by the router while the
 * first screen's code is on its way, so the page goes straight from the splash to the screen.
 */
export function Splash() {
  return (
    <div className="splash" data-testid="splash" role="status" aria-busy="true">
      <div className="splash-brand">
        <svg viewBox="0 0 64 64" aria-hidden="true">
          <rect width="64" height="64" rx="14" fill="#131722" />
          <path
            d="M14 44 L30 20 L38 32 L50 16"
            fill="none"
            stroke="#f0b90b"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>Kestrel</span>
      </div>
      <div className="splash-spinner" aria-hidden="true" />
    </div>
  );
}
