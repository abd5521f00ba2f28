// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditOverlay, type BuilderRequest } from './edit-overlay';
import type { FrameRequest } from 'contract/preview';

/** The overlay on a page of two marked blocks, as the builder's canvas drives it: clicks and keys on the page, requests to the builder. */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
let asked: FrameRequest[] = [];
const ask = (request: FrameRequest) => void asked.push(request);

beforeEach(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
  Element.prototype.scrollIntoView ??= () => {};
  asked = [];
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

async function overlay(selected: number | null, onSelect: (index: number | null) => void = () => {}, request: BuilderRequest | null = null) {
  document.body.innerHTML = `
    <section data-block-index="0"><h2 data-field="title" data-field-kind="text">Hero title</h2><a href="/elsewhere">A link</a></section>
    <section data-block-index="1"><div data-field="body" data-field-kind="html"><p>Body</p></div></section>
    <div id="overlay"></div>`;
  root = createRoot(document.getElementById('overlay')!);
  await act(async () => {
    root!.render(<EditOverlay ask={ask} names={['Hero', 'Text']} selected={selected} onSelect={onSelect} revision={0} request={request} />);
  });
  await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  /** The builder's next request to the page. */
  return (next: BuilderRequest) =>
    act(async () => root!.render(<EditOverlay ask={ask} names={['Hero', 'Text']} selected={selected} onSelect={onSelect} revision={0} request={next} />));
}

const key = (target: Element, name: string, modifiers: KeyboardEventInit = {}) =>
  act(async () => void target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...modifiers })));
const heading = () => document.querySelector<HTMLElement>('[data-field="title"]')!;

describe("the builder's canvas on the page", () => {
  it('a click selects its block and names the field under the pointer; a link on the page does not navigate', async () => {
    const onSelect = vi.fn();
    await overlay(null, onSelect);
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    await act(async () => void link.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    await act(async () => void heading().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 })));
    expect(onSelect).toHaveBeenLastCalledWith(0);
    expect(asked).toEqual([
      { type: 'preview:select', index: 0, field: null },
      { type: 'preview:select', index: 0, field: 'title' },
    ]);
  });

  it('the selected block has a named toolbar; its last block cannot move down', async () => {
    await overlay(1);
    const toolbar = document.querySelector('[role="toolbar"]')!;
    expect(toolbar.getAttribute('aria-label')).toBe('Text, block 2');
    expect([...toolbar.querySelectorAll('button')].map((b) => [b.getAttribute('aria-label'), b.disabled])).toEqual([
      ['Edit text', false],
      ['Move block up', false],
      ['Move block down', true],
      ['Duplicate block', false],
      ['Delete block', false],
    ]);
    await act(async () => toolbar.querySelector<HTMLButtonElement>('[aria-label="Duplicate block"]')!.click());
    expect(asked).toEqual([{ type: 'preview:action', index: 1, action: 'duplicate' }]);
    expect(document.querySelectorAll('[data-testid="insert-point"]')).toHaveLength(3);
  });

  it('Enter on a selected block edits its text in place; Escape commits it to the builder and gives the keyboard to the toolbar, without leaving the page', async () => {
    await overlay(0);
    await key(document.body, 'Enter');
    expect(heading().getAttribute('contenteditable')).toBe('plaintext-only');
    // While editing, the shortcuts are the text's own.
    await key(heading(), 'z', { ctrlKey: true });
    heading().textContent = 'Edited on the page';
    await key(heading(), 'Escape');
    expect(heading().hasAttribute('contenteditable')).toBe(false);
    // The edit's start and end are announced around the edit itself.
    expect(asked).toEqual([
      { type: 'preview:editing', editing: true },
      { type: 'preview:edit', index: 0, field: 'title', value: 'Edited on the page' },
      { type: 'preview:editing', editing: false },
    ]);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Edit text');
  });

  it("outside an edit, the builder's shortcuts go to the builder and Escape gives the keyboard back", async () => {
    await overlay(0);
    await key(document.body, 'z', { ctrlKey: true, shiftKey: true });
    await key(document.body, 's', { metaKey: true });
    await key(document.body, 'Escape');
    expect(asked).toEqual([
      { type: 'preview:command', command: 'redo' },
      { type: 'preview:command', command: 'save' },
      { type: 'preview:command', command: 'leave' },
    ]);
  });

  it('the builder hands the page a text to edit in place (Enter in its field); leaving the text ends the edit', async () => {
    const request = await overlay(0);
    await request({ id: 1, kind: 'edit', index: 1, field: 'body' });
    const body = document.querySelector<HTMLElement>('[data-field="body"]')!;
    expect(body.getAttribute('contenteditable')).toBe('true');
    expect(document.activeElement).toBe(body);
    body.innerHTML = '<p>Body, written on the page</p>';
    await act(async () => document.querySelector<HTMLElement>('a')!.focus());
    expect(body.hasAttribute('contenteditable')).toBe(false);
    expect(asked).toEqual([
      { type: 'preview:editing', editing: true },
      { type: 'preview:edit', index: 1, field: 'body', value: '<p>Body, written on the page</p>' },
      { type: 'preview:editing', editing: false },
    ]);
    // A request is acted on once: the same one again (a re-render) does nothing; an unknown field neither.
    await request({ id: 1, kind: 'edit', index: 1, field: 'body' });
    await request({ id: 2, kind: 'edit', index: 0, field: 'no.such.field' });
    expect(asked).toHaveLength(3);
    expect(body.hasAttribute('contenteditable')).toBe(false);
  });
});

describe('other editors on the page (live editing)', () => {
  it('outlines each block another editor has selected in their colour, with their names, one outline per block', async () => {
    document.body.innerHTML = `
      <section data-block-index="0"><h2 data-field="title" data-field-kind="text">Hero title</h2></section>
      <section data-block-index="1"><p>Body</p></section>
      <div id="overlay"></div>`;
    root = createRoot(document.getElementById('overlay')!);
    const peers = [
      { index: 1, name: 'Ada Lovelace', colour: '#047857' },
      { index: 1, name: 'Bob', colour: '#7e22ce' },
      { index: 7, name: 'Gone', colour: '#b91c1c' },
      { index: 0, name: 'Cy', colour: '#b91c1c', field: 'title' },
    ];
    await act(async () => {
      root!.render(<EditOverlay ask={ask} names={['Hero', 'Text']} selected={0} onSelect={() => {}} revision={0} request={null} peers={peers} />);
    });
    await act(async () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    const outlines = [...document.querySelectorAll<HTMLElement>('[data-testid="peer-outline"]')];
    expect(outlines.map((outline) => outline.textContent)).toEqual(['Ada Lovelace, Bob', 'Cy']);
    expect(outlines[0].style.getPropertyValue('--editor-colour')).toBe('#047857');
    // The text Cy is writing in is marked in Cy's colour, on the page's own element.
    const title = document.querySelector<HTMLElement>('[data-field="title"]')!;
    expect(title.className).toMatch(/peerField/);
    expect(title.style.getPropertyValue('--editor-colour')).toBe('#b91c1c');
    // This tab's own selection keeps its outline and toolbar.
    expect(document.querySelector('[data-testid="selected-outline"]')).not.toBeNull();
    // Cy stops writing: the mark goes.
    await act(async () => {
      root!.render(<EditOverlay ask={ask} names={['Hero', 'Text']} selected={0} onSelect={() => {}} revision={0} request={null} peers={peers.slice(0, 3)} />);
    });
    expect(title.className).not.toMatch(/peerField/);
    expect(title.style.getPropertyValue('--editor-colour')).toBe('');
  });
});
