'use client';
import { notFound } from 'next/navigation';

/**
 * Sets the response's HTTP status to 404 without giving up the server-rendered page (see
 * NotFoundPage). It throws notFound() during the server render only, inside its own Suspense
 * boundary: Next answers 404 and keeps everything outside the boundary. In the browser it renders
 * nothing (the boundary is rendered there, and must not replace the page with the error boundary).
 */
export function NotFoundStatus() {
  if (typeof window === 'undefined') notFound();
  return null;
}
