/** Site navigation and footer links (spec section 2, "Site navigation" and "Footer"). */
export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_NAV: readonly NavLink[] = [
  { label: 'Buildings', href: '/architect' },
  { label: 'Landscapes', href: '/landmark' },
  { label: 'Entertainment', href: '/spotlight' },
  { label: 'All Products', href: '/products' },
  { label: 'Support', href: '/support' },
];

/** The header's own texts (English; kept together so a message catalogue can take them over). */
export const HEADER_TEXTS = {
  openMenu: 'Menu',
  closeMenu: 'Close menu',
} as const;

/** External, opened in a new tab. */
export const SIGN_IN_LINKS: readonly NavLink[] = [
  { label: 'Cloud Services', href: 'https://cloud.example.com/' },
  { label: 'Community Forum', href: 'https://forum.example.com/' },
  { label: 'Customer Portal', href: 'https://customers.example.com/' },
];

export const FOOTER_COLUMNS: readonly { title: string; links: readonly NavLink[] }[] = [
  {
    title: 'Products',
    links: [
      { label: 'Fundamentals', href: '/fundamentals' },
      { label: 'Design Suite', href: '/design-suite' },
      { label: 'Architect', href: '/architect' },
      { label: 'Landmark', href: '/landmark' },
      { label: 'Spotlight', href: '/spotlight' },
      { label: 'Vision', href: '/vision' },
      { label: 'Braceworks', href: '/braceworks' },
      { label: 'ConnectCAD', href: '/connectcad' },
      { label: "What's New", href: '/whats-new' },
    ],
  },
  {
    title: 'Services',
    links: [
      { label: 'Service Select', href: '/service-select' },
      { label: 'Education', href: '/education' },
      { label: 'Cloud Services', href: '/cloud-services' },
      { label: 'International', href: '/international' },
      { label: 'Open BIM', href: '/architect/open-bim' },
      { label: 'Partner Network', href: '/community/partner-network' },
      { label: 'Customer Stories', href: '/en-US/newsroom?category=customer_stories' },
      { label: 'Events', href: '/events' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', href: '/company' },
      { label: 'Newsroom', href: '/newsroom' },
      { label: 'Leadership', href: '/company/leadership' },
      { label: 'Public Roadmap', href: '/public-roadmap' },
      { label: 'Become a Distributor', href: '/company/become-a-distributor' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contacts', href: '/company/contacts' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: '/legal/privacy' },
      { label: 'Company Information', href: '/legal/company' },
      { label: 'International Home', href: '/en' },
    ],
  },
];

export const EXTERNAL_LINKS: readonly NavLink[] = [
  { label: 'University (learning site)', href: 'https://university.example.com/' },
  { label: 'Parent group', href: 'https://group.example.com/' },
];

export const SOCIAL_LINKS: readonly NavLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'LinkedIn', href: 'https://www.linkedin.com/' },
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Twitter', href: 'https://twitter.com/' },
  { label: 'YouTube', href: 'https://www.youtube.com/' },
];

export const NEWSROOM_UTILITY_LINKS: readonly NavLink[] = [
  { label: 'Media Resources', href: '/company/media-resources' },
  { label: 'Public Roadmap', href: '/public-roadmap' },
  { label: 'Our Story', href: '/company' },
];
