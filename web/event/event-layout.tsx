import type { BlockByUid, SharedEventDate } from 'contract/blocks';
import type { ArticleData } from '../cms-client/cms';
import { Blocks } from '../blocks/registry';
import { EventDates } from './event-dates';
import { messages } from '../i18n';

/**
 * The event's dates: the article's eventDates, or (when the settings have none) those of its
 * EventDate blocks. The layout shows them once, so EventDate blocks are not repeated below.
 */
export function eventDatesOf(article: ArticleData): SharedEventDate[] {
  if (article.publishedSettings.eventDates.length) return article.publishedSettings.eventDates;
  return article.published.filter((b): b is BlockByUid['blocks.event-date'] => b.__component === 'blocks.event-date').flatMap((b) => b.dates);
}

/** The Event layout: the dates, sorted ascending, each with add-to-calendar; then the content blocks. */
export function EventLayout({ article, title }: { article: ArticleData; title: string }) {
  const dates = eventDatesOf(article);
  const t = messages(article.locale);
  return (
    <>
      <section className="block event-layout" aria-labelledby="event-dates-title">
        <div className="container">
          <h2 id="event-dates-title">{t.event.dates}</h2>
          {dates.length ? <EventDates dates={dates} title={title} locale={article.locale} /> : <p>{t.event.noDates}</p>}
        </div>
      </section>
      <Blocks blocks={article.published.filter((b) => b.__component !== 'blocks.event-date')} locale={article.locale} />
    </>
  );
}
