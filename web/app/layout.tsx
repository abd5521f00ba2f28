import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteConfig } from '../config/site';
import { chunkGuardScript } from '../chrome/chunk-guard';
import './globals.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { default: siteConfig.brandName, template: `%s | ${siteConfig.brandName}` },
    icons: { icon: '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#0b3d5c' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <script dangerouslySetInnerHTML={{ __html: chunkGuardScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
