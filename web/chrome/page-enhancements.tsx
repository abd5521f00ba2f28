'use client';
import { useEffect } from 'react';
import { enhanceNewsletters } from '../enhance/newsletter';

/**
 * On pages that run Next's client runtime, the behaviours of the site chrome's server-rendered
 * markup (the newsletter form), attached once React has hydrated the page. Pages served without the
 * runtime (chrome/enhanced-page.tsx) get the same behaviours from their own script.
 */
export function PageEnhancements() {
  useEffect(() => enhanceNewsletters(document), []);
  return null;
}
