import { describe, expect, it } from 'vitest';
import { sketchParts, sketchSvg } from './sketch';
import { components } from '../schema/fixtures';

describe('block sketches', () => {
  it('derives the parts of a block from its fields', () => {
    expect(sketchParts('blocks.hero-image-left', components)).toEqual(['heading', 'text', 'button', 'media']);
    expect(sketchParts('blocks.faq-collapse', components)).toEqual(['heading', 'list']);
  });
  it('draws an image box on the left for a *Left block with text', () => {
    const svg = sketchSvg('blocks.hero-image-left', components);
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain('<rect x="6" y="6" width="40" height="48"');
  });
  it('draws different pictures for different schemas', () => {
    expect(sketchSvg('blocks.hero-image-left', components)).not.toBe(sketchSvg('blocks.faq-collapse', components));
  });
  it('draws a placeholder for a block with nothing to show', () => {
    expect(sketchSvg('unknown.block', components)).toContain('stroke-dasharray');
  });
});
