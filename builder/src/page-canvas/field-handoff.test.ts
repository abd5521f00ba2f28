// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuilderMessage } from 'contract/preview';
import { fieldHandoff, fieldId, type FieldHandoff } from './field-handoff';

let posted: BuilderMessage[] = [];
let handoff: FieldHandoff;
const frame = () => document.querySelector('iframe');
const title = () => document.getElementById(fieldId('k1', 'title'))!;

beforeEach(() => {
  posted = [];
  document.body.innerHTML = `
    <iframe title="Page"></iframe>
    <input id="${fieldId('k1', 'title')}" />
    <input id="${fieldId('k1', 'items.0.answer')}" />
    <button type="button">Save</button>`;
  handoff = fieldHandoff({
    frame,
    post: (message) => void posted.push(message),
    indexOf: (key) => ['k0', 'k1'].indexOf(key),
  });
});
afterEach(() => {
  handoff.dispose();
  document.body.innerHTML = '';
});

/** A click on a text, and the page's answer to the sync it asks for. */
const click = (key: string, field: string) => {
  handoff.focusField(key, field);
  const sync = posted.at(-1);
  if (sync?.type !== 'builder:sync') throw new Error('no sync asked for');
  posted.pop();
  handoff.synced(sync.id as number);
};

const keydown = (target: Element, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('the keyboard between the page and the panel', () => {
  it('fieldId names a field as the panel does, list items by position', () => {
    expect(fieldId('k1', 'items.0.answer')).toBe('f-k1-items-0-answer');
  });

  it('a clicked text focuses its field once the page answers the sync, with no timer', () => {
    handoff.focusField('k1', 'items.0.answer');
    expect(posted).toEqual([{ type: 'builder:sync', id: 1 }]);
    expect(document.activeElement).toBe(document.body);
    handoff.synced(1);
    expect(document.activeElement?.id).toBe('f-k1-items-0-answer');
  });

  it('a double click’s edit (or its second click) reported before the answer keeps the keyboard on the page', () => {
    handoff.focusField('k1', 'title');
    handoff.pageEditing(true);
    handoff.synced(1);
    expect(document.activeElement).toBe(document.body);
    handoff.focusField('k1', 'title');
    handoff.cancel();
    handoff.synced(2);
    expect(document.activeElement).toBe(document.body);
    // An answer to an older sync does nothing either.
    handoff.focusField('k1', 'title');
    handoff.synced(2);
    expect(document.activeElement).toBe(document.body);
    expect(posted.filter((message) => message.type !== 'builder:sync')).toEqual([]);
  });

  it('a field not rendered yet takes the focus as soon as it shows', async () => {
    click('k1', 'subtitle');
    const late = document.createElement('input');
    late.id = fieldId('k1', 'subtitle');
    document.body.append(late);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(late);
  });

  it('Enter in the clicked field asks the page to edit the text in place, before the field sees it', () => {
    click('k1', 'title');
    const enter = keydown(title(), 'Enter');
    expect(enter.defaultPrevented).toBe(true);
    expect(posted).toEqual([{ type: 'builder:edit', index: 1, field: 'title' }]);
    expect(document.activeElement).toBe(frame());
  });

  it('once the editor types in the field, or with a modifier, Enter is the field’s own', () => {
    click('k1', 'title');
    expect(keydown(title(), 'Enter', { shiftKey: true }).defaultPrevented).toBe(false);
    expect(keydown(title(), 'Enter').defaultPrevented).toBe(false);
    click('k1', 'title');
    keydown(title(), 'a');
    expect(keydown(title(), 'Enter').defaultPrevented).toBe(false);
    expect(posted).toEqual([]);
  });

  it('a double click whose edit lost the keyboard to the field (its second click came after the answer) ends in an edit on the page all the same', () => {
    click('k1', 'title');
    handoff.cancel();
    handoff.pageEditing(true);
    expect(document.activeElement).toBe(frame());
    expect(posted).toEqual([{ type: 'builder:edit', index: 1, field: 'title' }]);
    // Only once: a later edit (the one just asked for) does not move the focus again.
    title().focus();
    handoff.pageEditing(true);
    expect(document.activeElement).toBe(title());
    expect(posted).toHaveLength(1);
  });

  it('in the usual order (the second click gave the page the keyboard back), an edit in place is left alone', () => {
    click('k1', 'title');
    frame()!.focus();
    handoff.pageEditing(true);
    expect(posted).toEqual([]);
  });

  it('once the editor acts in the builder, the field focused for a click is theirs', () => {
    click('k1', 'title');
    document.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    title().focus();
    handoff.pageEditing(true);
    expect(keydown(title(), 'Enter').defaultPrevented).toBe(false);
    expect(posted).toEqual([]);
    expect(document.activeElement).toBe(title());
    // Also before the page has answered: the field is not focused then.
    handoff.focusField('k1', 'items.0.answer');
    document.querySelector('button')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    handoff.synced(posted.at(-1)!.type === 'builder:sync' ? 2 : 0);
    expect(document.activeElement).toBe(title());
  });

  it('after dispose, nothing listens', () => {
    click('k1', 'title');
    handoff.dispose();
    expect(keydown(title(), 'Enter').defaultPrevented).toBe(false);
    expect(posted).toEqual([]);
  });
});
