// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalEventDay, LocalTimeRange } from './local-time-range';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

describe('event rows in the visitor zone', () => {
  // Starts 10 February 4:30 PM in New York, ends 2:00 AM the next day; the event's own zone is Kolkata (11 Feb, 3:00 AM).
  const start = '2026-02-10T21:30:00.000Z';
  const end = '2026-02-11T07:00:00.000Z';
  const row = (
    <div>
      <div className="event-date__day">
        <LocalEventDay start={start} serverZone="Asia/Kolkata" />
      </div>
      <LocalTimeRange start={start} end={end} serverZone="Asia/Kolkata" />
    </div>
  );
  const text = (container: ParentNode) => ({
    day: container.querySelector('.event-date__number')!.textContent,
    month: container.querySelector('.event-date__month')!.textContent,
    time: container.querySelector('.event-date__time')!.textContent,
  });

  it('the server renders day and times in the event zone, the browser both in its own, with the end day across midnight', async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      const container = document.createElement('div');
      container.innerHTML = renderToString(row);
      expect(text(container)).toEqual({ day: '11', month: 'Feb', time: '3:00 AM – 12:30 PM GMT+5:30' });
      document.body.append(container);
      await act(async () => {
        root = hydrateRoot(container, row, { onRecoverableError: (error) => expect.fail(`hydration: ${String(error)}`) });
      });
      expect(text(container)).toEqual({ day: '10', month: 'Feb', time: '4:30 PM – Feb 11, 2:00 AM EST' });
    } finally {
      process.env.TZ = zone;
    }
  });
});
