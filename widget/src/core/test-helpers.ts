import ICAL from 'ical.js';

/** Parses a calendar file with ical.js, registering its VTIMEZONEs so that local times resolve to instants. */
export function parseIcs(ics: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
