import { describe, expect, it } from 'vitest';
import { jsonLd } from './jsonld';
import { normalize } from './normalize';
import { NOW } from './test-helpers';

const ctx = { now: NOW, userTimeZone: 'Europe/Berlin' };

describe('JSON-LD', () => {
  it('describes one date as an Event with offsets, duration, place, organizer and images', () => {
    const ld = jsonLd(
      normalize(
        {
          name: 'Launch',
          description: 'Hi[br]there',
          startDate: '2026-07-01',
          startTime: '18:00',
          endTime: '20:30',
          timeZone: 'America/New_York',
          location: 'NYC',
          organizer: 'Ana|ana@example.com',
          images: 'https://x.example/a.jpg',
        },
        ctx,
      ),
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Launch',
      description: 'Hi\nthere',
      startDate: '2026-07-01T18:00:00-04:00',
      endDate: '2026-07-01T20:30:00-04:00',
      duration: 'PT2H30M',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'NYC', address: 'NYC' },
      organizer: { '@type': 'Person', name: 'Ana', email: 'ana@example.com' },
      image: ['https://x.example/a.jpg'],
    });
  });

  it('uses EventSeries for several dates, VirtualLocation online, EventCancelled and a Schedule for recurrence', () => {
    const series = jsonLd(
      normalize(
        {
          name: 'Tour',
          dates: [
            { startDate: '2026-05-01', location: 'https://meet.example' },
            { startDate: '2026-05-02', status: 'cancelled' },
          ],
        },
        ctx,
      ),
    );
    expect(series['@type']).toBe('EventSeries');
    const [a, b] = series.subEvent as Record<string, unknown>[];
    expect(a.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.example' });
    expect(b.eventStatus).toBe('https://schema.org/EventCancelled');
    const rec = jsonLd(
      normalize(
        {
          name: 'Yoga',
          startDate: '2026-02-02',
          startTime: '07:00',
          endTime: '08:00',
          timeZone: 'Asia/Kolkata',
          recurrence: 'weekly',
          recurrence_byDay: 'MO,TH',
          recurrence_count: '30',
        },
        ctx,
      ),
    );
    expect(rec.eventSchedule).toMatchObject({
      '@type': 'Schedule',
      repeatFrequency: 'P1W',
      byDay: ['https://schema.org/Monday', 'https://schema.org/Thursday'],
      scheduleTimezone: 'Asia/Kolkata',
      startTime: '07:00:00',
    });
  });
});
