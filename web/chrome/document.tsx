import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '../config/site';
import { chunkGuardScript } from './chunk-guard.mjs';
import { titleTemplate } from '../seo/title';
// The typeface (Inter, variable weight), self-hosted: the package's @font-face rules, bundled by Next with
// its files under /_next/static/media (font-src 'self'); no request to a font service at build or run time.
import '@fontsource-variable/inter/wght.css';
import '../app/globals.css';

/**
 * The <html> document of every root layout (app/[locale], app/(en), the preview): `lang` is the
 * page's locale. The chunk guard is inlined in <head> so that it runs before any chunk can fail.
 */
export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    // The inline script adds the `js` class before React hydrates: an expected difference on <html> only.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}

export function rootMetadata(): Metadata {
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: titleTemplate(siteConfig.brandName),
    icons: { icon: '/favicon.svg' },
  };
}

export const rootViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d5c' };
