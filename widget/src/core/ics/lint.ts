import ICAL from 'ical.js';

/** Parses a calendar file with ical.js, registering its VTIMEZONEs so that local times resolve to instants. */
export function parseIcs(ics: string): { calendar: ICAL.Component; events: ICAL.Event[] } {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const vtz of calendar.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(vtz));
  }
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const REQUIRED_EVENT_PROPS = ['uid', 'dtstamp', 'dtstart'];

/**
 * What is wrong with a calendar file by the checks the widget's own files pass (`widget/ics-lint`,
 * for the tests of other workspaces that write .ics with the widget): CRLF line ends, physical
 * lines of at most 75 octets (RFC 5545 folding), no UTC value under a TZID, a VTIMEZONE for every
 * TZID used, a parse by ical.js (an independent RFC 5545 parser), VERSION and PRODID, and in every
 * VEVENT a UID (unique in the file), DTSTAMP and DTSTART. Empty when the file is clean.
 */
export function lintIcs(ics: string): string[] {
  const problems: string[] = [];
  if (!ics.endsWith('\r\n')) problems.push('the file does not end with CRLF');
  ics
    .split('\r\n')
    .slice(0, -1)
    .forEach((line, index) => {
      if (/[\r\n]/.test(line)) problems.push(`line ${index + 1} holds a bare CR or LF`);
      const octets = new TextEncoder().encode(line).length;
      if (octets > 75) problems.push(`line ${index + 1} has ${octets} octets (at most 75)`);
    });
  // Content lines with a TZID parameter: [zone, value].
  const zoned = ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line.includes(';TZID='))
    .map((line) => {
      const params = line.slice(line.indexOf(';TZID=') + 6);
      const colon = params.indexOf(':');
      return [params.slice(0, colon).split(';')[0]!, params.slice(colon + 1)] as const;
    });
  if (zoned.some(([, value]) => value.endsWith('Z'))) problems.push('a value with a TZID is written in UTC');
  let parsed: ReturnType<typeof parseIcs>;
  try {
    parsed = parseIcs(ics);
  } catch (error) {
    return [...problems, `ical.js cannot parse it: ${(error as Error).message}`];
  }
  const { calendar, events } = parsed;
  for (const prop of ['version', 'prodid']) if (!calendar.hasProperty(prop)) problems.push(`VCALENDAR has no ${prop.toUpperCase()}`);
  const zones = new Set(calendar.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid'))));
  for (const [tzid] of zoned) if (!zones.has(tzid)) problems.push(`TZID ${tzid} has no VTIMEZONE`);
  const uids = new Set<string>();
  events.forEach(({ component }, index) => {
    for (const prop of REQUIRED_EVENT_PROPS) if (!component.hasProperty(prop)) problems.push(`VEVENT ${index + 1} has no ${prop.toUpperCase()}`);
    const uid = String(component.getFirstPropertyValue('uid'));
    if (uids.has(uid)) problems.push(`VEVENT ${index + 1} repeats the UID ${uid}`);
    uids.add(uid);
  });
  return problems;
}
