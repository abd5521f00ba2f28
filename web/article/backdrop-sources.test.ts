import { describe, expect, it } from 'vitest';
import type { PublicImage } from 'contract/blocks';
import { backdropSources } from './backdrop-sources';

const format = (name: string, width: number) => ({ url: `/uploads/${name}_x.jpg`, width, height: width / 2 });
const image = (formats: Record<string, ReturnType<typeof format>>) => ({ url: '/uploads/x.jpg', width: 2000, height: 1000, formats }) as unknown as PublicImage;

describe('header backdrop sources', () => {
  it('small under 768px, medium 768–1199px, large from 1200px', () => {
    expect(backdropSources(image({ small: format('small', 500), medium: format('medium', 750), large: format('large', 1000) }))).toEqual([
      { url: '/uploads/small_x.jpg', media: '(max-width: 767px)' },
      { url: '/uploads/medium_x.jpg', media: '(min-width: 768px) and (max-width: 1199px)' },
      { url: '/uploads/large_x.jpg', media: '(min-width: 1200px)' },
    ]);
  });

  it('the original stands in for a missing large format, and the ranges close the gaps of missing ones', () => {
    expect(backdropSources(image({ small: format('small', 500) }))).toEqual([
      { url: '/uploads/small_x.jpg', media: '(max-width: 767px)' },
      { url: '/uploads/x.jpg', media: '(min-width: 768px)' },
    ]);
    expect(backdropSources(image({}))).toEqual([{ url: '/uploads/x.jpg', media: undefined }]);
  });
});
