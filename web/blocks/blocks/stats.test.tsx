import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockByUid } from 'contract/blocks';
import Stats from './stats';
import styles from './stats.module.css';

type StatsBlock = BlockByUid['blocks.stats'];
const stats = (figures: StatsBlock['stats'], more: Partial<StatsBlock> = {}): StatsBlock => ({
  __component: 'blocks.stats',
  title: 'Results',
  stats: figures,
  footnote: null,
  darkMode: false,
  surface: null,
  ...more,
});
const render = (block: StatsBlock, edit?: boolean) => renderToStaticMarkup(<Stats block={block} first={false} locale="en-US" edit={edit} />);
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('Stats', () => {
  it('shows each figure as its value then what it measures, in a list, with the title and footnote', () => {
    const html = render(
      stats(
        [
          { value: '40%', label: 'faster drawing sets' },
          { value: '3×', label: 'more options' },
          { value: '12 h', label: 'saved a week' },
        ],
        { footnote: 'Source: survey, 2026.' },
      ),
    );
    expect(html).toContain('<h2');
    expect(html).toMatch(/<ul class="[^"]*" role="list" data-count="3">/);
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(text(html)).toBe('Results 40% faster drawing sets 3× more options 12 h saved a week Source: survey, 2026.');
    expect(html).toContain(`class="${styles.value}"`);
  });

  it('leaves out a figure without its value or label on public pages, and renders nothing without a whole figure', () => {
    const html = render(
      stats([
        { value: '40%', label: 'faster' },
        { value: '', label: 'no value yet' },
      ]),
    );
    expect(html.match(/<li/g)).toHaveLength(1);
    expect(html).toContain('data-count="1"');
    expect(render(stats([{ value: '', label: '' }]))).toBe('');
    expect(render(stats([]))).toBe('');
  });

  it('marks every text for editing in place in the preview, an empty one as a placeholder to write in', () => {
    const html = render(
      stats(
        [
          { value: '40%', label: '' },
          { value: '', label: '' },
        ],
        { title: '' },
      ),
      true,
    );
    expect(html).toContain('data-field="title" data-field-kind="text" data-placeholder="Title"');
    expect(html).toContain('data-field="stats.0.value" data-field-kind="text">40%</p>');
    expect(html).toContain('data-field="stats.0.label" data-field-kind="text" data-placeholder="What it measures"');
    expect(html).toContain('data-field="stats.1.value" data-field-kind="text" data-placeholder="40%"');
    expect(html).toContain('data-field="footnote" data-field-kind="text" data-placeholder="Footnote"');
    expect(render(stats([]), true)).toContain('data-field="title"');
  });

  it('takes the surface of the page section, dark mode included', () => {
    expect(render(stats([{ value: '1', label: 'a' }], { surface: 'light' }))).toContain('surface-light');
    expect(render(stats([{ value: '1', label: 'a' }], { darkMode: true }))).toContain('surface-dark');
    expect(render(stats([{ value: '1', label: 'a' }]))).toContain('surface-neutral');
  });
});
