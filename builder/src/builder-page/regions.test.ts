// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cycleRegion, regionOf } from './regions';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The builder's five regions, as the builder page renders them. */
function page({ selectedBlock = true, fields = true } = {}) {
  document.body.innerHTML = `
    <header id="top-bar"><button id="undo" disabled>Undo</button><button id="publish">Publish</button></header>
    <aside id="palette"><input type="search" id="search"></aside>
    <section id="outline">
      <div class="${selectedBlock ? 'selected' : ''}"><button class="block-title" id="row-1">Hero</button></div>
      <div><button class="block-title" id="row-2">Text</button></div>
    </section>
    <section id="page-canvas"><iframe id="frame" title="Page"></iframe></section>
    <aside id="fields"><button role="tab" aria-selected="true" id="tab">Block</button>
      <div class="inspector">${fields ? '<label>Title <input id="title"></label>' : ''}</div></aside>`;
}
const focused = () => document.activeElement?.id;

describe('F6 regions', () => {
  it('visit the top bar, the palette, the outline, the page and the fields in turn, and wrap around', () => {
    page();
    expect([1, 2, 3, 4, 5, 6].map(() => [cycleRegion(1), focused()])).toEqual([
      ['Top bar', 'publish'],
      ['Blocks palette', 'search'],
      ['Outline', 'row-1'],
      ['Page', 'frame'],
      ['Fields', 'title'],
      ['Top bar', 'publish'],
    ]);
  });

  it('Shift+F6 goes backwards, from the region holding the focus', () => {
    page();
    document.getElementById('row-2')!.focus();
    expect(regionOf(document.activeElement)).toBe(2);
    expect(cycleRegion(-1)).toBe('Blocks palette');
    expect(cycleRegion(-1)).toBe('Top bar');
    expect(cycleRegion(-1)).toBe('Fields');
  });

  it('lands on the first block without a selection, and on the fields tab when the block has no fields', () => {
    page({ selectedBlock: false, fields: false });
    document.getElementById('search')!.focus();
    expect(cycleRegion(1)).toBe('Outline');
    expect(focused()).toBe('row-1');
    cycleRegion(1);
    expect(cycleRegion(1)).toBe('Fields');
    expect(focused()).toBe('tab');
  });

  it('skips a region with nothing to focus', () => {
    page();
    document.getElementById('palette')!.remove();
    document.getElementById('publish')!.focus();
    expect(cycleRegion(1)).toBe('Outline');
  });
});
