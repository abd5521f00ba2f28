/** Shared marketing copy: the (fictional) vendor and its product families. */
export const BRAND = 'Meridian';

export interface ProductFamily {
  name: string;
  path: string;
  audience: string;
}

/** Keyed by industry key (cms/taxonomy INDUSTRIES). */
export const PRODUCTS: Record<string, ProductFamily> = {
  BDLG: { name: `${BRAND} Architect`, path: '/architect', audience: 'architects and building designers' },
  LAND: { name: `${BRAND} Landmark`, path: '/landmark', audience: 'landscape architects and urban designers' },
  ENT: { name: `${BRAND} Spotlight`, path: '/spotlight', audience: 'lighting, stage and event designers' },
  INT: { name: `${BRAND} Architect`, path: '/architect', audience: 'interior designers and space planners' },
};

export function productFor(industries: readonly string[]): ProductFamily {
  const product = PRODUCTS[industries[0] ?? 'BDLG'];
  if (!product) throw new Error(`No product family for industry "${industries[0]}"`);
  return product;
}

export const PRESS_CONTACT = { name: 'Dana Whitfield', role: 'Director of Communications', email: 'press@meridian.example', phone: '+1 410 555 0142' } as const;

export const SITE = 'https://www.meridian.example';
