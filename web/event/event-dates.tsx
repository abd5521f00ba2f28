import type { SharedEventDate } from 'contract/blocks';
import { isValidTimeZone, parseDate } from '../dates/format';
import { LocalEventDay, LocalTimeRange } from '../dates/local-time-range';
import { calendarPayload, sortEventDates, DEFAULT_EVENT_TIME_ZONE } from './calendar-payload';
import { CalendarButton } from './calendar-button';
import { messages } from '../i18n';

/** The dates of an event, sorted ascending, each with its add-to-calendar button. */
export function EventDates({ dates, title, locale }: { dates: readonly SharedEventDate[]; title: string; locale?: string }) {
  const sorted = sortEventDates(dates);
  const t = messages(locale);
  if (!sorted.length) return null;
  return (
    <ul className="event-dates" role="list">
      {sorted.map((date, index) => {
        const zone = isValidTimeZone(date.timeZone) ? date.timeZone : DEFAULT_EVENT_TIME_ZONE;
        const day = parseDate(date.startDate);
        const payload = calendarPayload(date, title);
        return (
          <li key={`${date.startDate}-${index}`} className={date.cancelled ? 'event-date event-date--cancelled' : 'event-date'} data-testid="event-date">
            <div className="event-date__day" aria-hidden={day ? undefined : true}>
              <LocalEventDay start={date.startDate} serverZone={zone} locale={t.intlLocale} />
            </div>
            <div className="event-date__details">
              <LocalTimeRange start={date.startDate} end={date.endDate} serverZone={zone} locale={t.intlLocale} />
              {date.address ? <span className="event-date__address">{date.address}</span> : null}
              {date.cancelled ? <span className="event-date__status">{t.event.cancelled}</span> : null}
            </div>
            <div className="event-date__calendar">
              {payload ? <CalendarButton payload={payload} label={t.event.addToCalendar} language={t.event.calendarLanguage} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
