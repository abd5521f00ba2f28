'use client';
import { useEffect } from 'react';

/** Replaces an image that failed to load with its `data-placeholder` (the card's category placeholder). */
export function showPlaceholder(img: HTMLImageElement): void {
  const placeholder = img.dataset.placeholder;
  if (!placeholder || img.getAttribute('src') === placeholder) return;
  img.removeAttribute('srcset');
  img.removeAttribute('sizes');
  img.src = placeholder;
}

/**
 * Card images stay plain server-rendered <img>s (no props duplicated in the page's payload): one
 * listener catches their load errors, including those that happened before this script ran.
 */
export function BrokenImages() {
  useEffect(() => {
    const onError = (event: Event) => {
      if (event.target instanceof HTMLImageElement) showPlaceholder(event.target);
    };
    document.addEventListener('error', onError, true);
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-placeholder]')) {
      if (img.complete && img.naturalWidth === 0) showPlaceholder(img);
    }
    return () => document.removeEventListener('error', onError, true);
  }, []);
  return null;
}
