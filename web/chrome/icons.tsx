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
export const MenuIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
/** The brand's mark beside its name in the header and footer. */
export const BrandMark = () => (
  <svg {...common} width={28} height={28} viewBox="0 0 32 32">
    <rect width="32" height="32" rx="8" fill="currentColor" />
    <path d="M8 23V9l8 9 8-9v14" fill="none" stroke="var(--brand-mark-ink, #fff)" strokeWidth="2.6" strokeLinejoin="round" strokeLinecap="round" />
  </svg>
);
export const FacebookIcon = () => (
  <svg {...common} fill="currentColor">
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1Z" />
  </svg>
);
export const LinkedInIcon = () => (
  <svg {...common} fill="currentColor">
    <path d="M6.9 8.8H3.8V20h3.1V8.8ZM5.4 3.8a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 0 0 0-3.6ZM20.2 13.6c0-3-1.6-5-4.3-5-1.5 0-2.5.8-3 1.6V8.8h-3V20h3.1v-5.9c0-1.5.7-2.6 2-2.6s1.9 1 1.9 2.6V20h3.3v-6.4Z" />
  </svg>
);
export const XIcon = () => (
  <svg {...common} fill="currentColor">
    <path d="M17.3 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3h-3l7.1-8.1L1.7 3.5H8l4.3 5.7 5-5.7Zm-1 16.2H18L7.8 5.2H6l10.3 14.5Z" />
  </svg>
);
export const LinkIcon = () => (
  <svg {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
    <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
  </svg>
);
