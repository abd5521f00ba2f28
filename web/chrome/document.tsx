import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '../config/site';
import { chunkGuardScript } from './chunk-guard.mjs';
import '../app/globals.css';

/**
 * The <html> document of every root layout (app/[locale], app/(en), the preview): `lang` is the
 * page's locale. The chunk guard is inlined in <head> so that it runs before any chunk can fail.
 */
export function Document({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    <html lang={lang}>
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
    title: { default: siteConfig.brandName, template: `%s | ${siteConfig.brandName}` },
    icons: { icon: '/favicon.svg' },
  };
}

export const rootViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d5c' };
