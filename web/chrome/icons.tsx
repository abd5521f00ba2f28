/** Inline SVG icons (decorative: the surrounding control carries the accessible name). */
const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;

export const SearchIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const BagIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M5 8h14l-1 13H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </svg>
);
export const CloseIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const ChevronIcon = () => (
  <svg {...common} width={14} height={14} fill="none" stroke="currentColor" strokeWidth="2">
    <path d="m6 9 6 6 6-6" />
  </svg>
);
