'use client';
import { createElement, useEffect, type ReactElement } from 'react';
import type { ButtonConfig } from '../core/types';

export type AddToCalendarButtonProps = ButtonConfig & { className?: string; id?: string };

/** Attribute text in the add-to-calendar-button formats: objects and arrays as JSON, true as "true". */
export function toAttributeValue(value: unknown): string | undefined {
  if (value === undefined || value === null || value === false) return undefined;
  if (value === true) return 'true';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toAttributes(props: AddToCalendarButtonProps): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [key, value] of Object.entries(props)) {
    const text = toAttributeValue(value);
    if (text !== undefined) attrs[key === 'className' ? 'class' : key] = text;
  }
  return attrs;
}

/**
 * <add-to-calendar-button> for React 19. Renders the tag (on the server too); the element itself is loaded
 * in the browser only, after hydration.
 */
export function AddToCalendarButton(props: AddToCalendarButtonProps): ReactElement {
  useEffect(() => {
    void import('../element/define').then((m) => m.defineAddToCalendarButton());
  }, []);
  return createElement('add-to-calendar-button', toAttributes(props));
}
