'use client';
import { useEffect } from 'react';
import type { CalendarPayload } from './calendar-payload';
import { CALENDAR_OPTIONS } from './calendar-payload';
import { loadCalendarWidget } from './widget-loader';

/** The attributes of <add-to-calendar-button> this site sets (the add-to-calendar-button contract). */
interface CalendarButtonAttributes {
  name: string;
  startDate: string;
  endDate?: string;
  startTime?: string;
  endTime?: string;
  timeZone?: string;
  location?: string;
  options?: string;
  iCalFileName?: string;
  status?: string;
  label?: string;
  lightMode?: string;
  language?: string;
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's documented way to type a custom element is to extend its JSX namespace
  namespace JSX {
    interface IntrinsicElements {
      'add-to-calendar-button': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & CalendarButtonAttributes;
    }
  }
}

export function calendarFileHref(payload: CalendarPayload): string {
  const query = new URLSearchParams({
    name: payload.name,
    startDate: payload.startDate,
    startTime: payload.startTime,
    endDate: payload.endDate,
    endTime: payload.endTime,
    timeZone: payload.timeZone,
    location: payload.location,
    status: payload.status,
  });
  return `/api/calendar?${query.toString()}`;
}

/**
 * <add-to-calendar-button> with the spec's options (Apple, Microsoft 365, Google, iCal file), labelled and
 * in the page's language (`label`, `language`: the widget's menu and dialogs follow it). The
 * widget's definition is loaded in the browser only; until then (and without JavaScript) the
 * element shows its light-DOM fallback: a link to an .ics file of the same date.
 */
export function CalendarButton({ payload, label, language }: { payload: CalendarPayload; label: string; language: string }) {
  useEffect(() => {
    loadCalendarWidget().catch((error: unknown) => console.warn('[calendar] widget failed to load', error));
  }, []);
  return (
    <add-to-calendar-button
      name={payload.name}
      startDate={payload.startDate}
      endDate={payload.endDate}
      startTime={payload.startTime}
      endTime={payload.endTime}
      timeZone={payload.timeZone}
      location={payload.location || undefined}
      options={JSON.stringify(CALENDAR_OPTIONS)}
      iCalFileName={payload.iCalFileName}
      status={payload.status === 'CANCELLED' ? 'CANCELLED' : undefined}
      label={label}
      language={language}
      lightMode="bodyScheme"
    >
      <a className="button button--small calendar-fallback" href={calendarFileHref(payload)} download={`${payload.iCalFileName}.ics`}>
        {label}
        <span className="sr-only">
          {' '}
          ({payload.name}, {payload.startDate})
        </span>
      </a>
    </add-to-calendar-button>
  );
}
