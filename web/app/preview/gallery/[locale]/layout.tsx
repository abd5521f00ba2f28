import type { ReactNode } from 'react';
import { Document, rootMetadata, rootViewport } from '../../../../chrome/document';
import { isLocale } from '../../../../links/locale';

export const generateMetadata = rootMetadata;
export const viewport = rootViewport;

/** Root layout of the block gallery: `<html lang>` is the gallery's locale. */
export default async function GalleryLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return <Document lang={isLocale(locale) ? locale : 'en-US'}>{children}</Document>;
}
