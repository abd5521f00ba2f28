import type { ReactNode } from 'react';
import { Document, rootMetadata, rootViewport } from '../../chrome/document';

/** Root layout of the pages that are not under a locale (search, newsletter thanks): English. */
export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <Document lang="en-US">{children}</Document>;
}
