import type { ArticleData } from '../cms-client/cms';
import { Blocks } from '../blocks/registry';
import { EventDates } from './event-dates';

/** The Event layout: the dates, sorted ascending, each with add-to-calendar; then the content blocks. */
export function EventLayout({ article, title }: { article: ArticleData; title: string }) {
  return (
    <>
      <section className="block event-layout" aria-labelledby="event-dates-title">
        <div className="container">
          <h2 id="event-dates-title">Dates</h2>
          {article.publishedSettings.eventDates.length ? <EventDates dates={article.publishedSettings.eventDates} title={title} /> : <p>No dates announced yet.</p>}
        </div>
      </section>
      <Blocks blocks={article.published} />
    </>
  );
}
