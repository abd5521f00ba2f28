import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Field } from '../Field';
import { toFieldSpec } from '../../schema/form-model';
import { domPoint, placeSelection } from './dom-selection';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Change = [html: string, coalesce?: boolean];
let container: HTMLDivElement;
let root: Root;
let changes: Change[];
let setOutside: (html: string) => void;

const spec = toFieldSpec('content', { type: 'richtext', required: true, pluginOptions: { sanitize: { kind: 'html' } } }, {});

/** The field as the block inspector renders it (Field: label, editor, error line); the value kept like the store does. */
function Harness({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    setOutside = setValue;
  }, []);
  return (
    <Field
      spec={spec}
      value={value}
      path={['content']}
      errorPath="content"
      errors={error ? { content: error } : {}}
      id="f"
      onChange={(_path, html, coalesce) => {
        changes.push([html as string, coalesce]);
        setValue(html as string);
      }}
    />
  );
}

function mount(initial: string, error?: string) {
  act(() => root.render(<Harness initial={initial} error={error} />));
}

const editor = () => container.querySelector<HTMLElement>('[role="textbox"]')!;
const button = (name: string) => container.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${name}"]`)!;
const click = (element: HTMLElement) =>
  act(() => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
const key = (element: HTMLElement, init: KeyboardEventInit) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));
  });
const select = (start: number, end = start) =>
  act(() => {
    editor().focus();
    placeSelection(editor(), { start, end });
  });
const lastChange = () => changes[changes.length - 1];

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  changes = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('HtmlField (visual editor)', () => {
  it('is a multi-line textbox named by the field label, described by its error', () => {
    mount('<p>Hello</p>', 'Block 1 (Text) › Content: is required');
    const area = editor();
    expect(area.getAttribute('aria-multiline')).toBe('true');
    expect(area.getAttribute('contenteditable')).toBe('true');
    // Named by the field's own label element, referenced by id (no text copied from the DOM).
    const label = container.querySelector('label')!;
    expect(area.getAttribute('aria-labelledby')).toBe(label.id);
    expect(label.textContent).toBe('Content (required, HTML)');
    expect(area.hasAttribute('aria-label')).toBe(false);
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(area.getAttribute('aria-describedby')!)?.textContent).toContain('Content: is required');
    expect(area.innerHTML).toBe('<p>Hello</p>');
    expect(container.querySelector('[role="toolbar"]')?.getAttribute('aria-controls')).toBe('f');
  });

  it('a click on the label focuses the editable area', () => {
    mount('<p>x</p>');
    click(container.querySelector('label')!);
    expect(document.activeElement).toBe(editor());
  });

  it('typing sends clean HTML with coalesce, and its own value coming back leaves the DOM (and caret) alone', () => {
    mount('<p>Hello</p>');
    const text = editor().querySelector('p')!.firstChild as Text;
    select(5);
    act(() => {
      text.data = 'Hello world';
      editor().dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(lastChange()).toEqual(['<p>Hello world</p>', true]);
    expect(editor().querySelector('p')!.firstChild).toBe(text); // not re-rendered
  });

  it('a value changed from outside (undo) is rendered with the caret kept at its offset', () => {
    mount('<p>Hello world</p>');
    select(3);
    act(() => setOutside('<p>Hello <strong>world</strong>!</p>'));
    expect(editor().innerHTML).toBe('<p>Hello <strong>world</strong>!</p>');
    const range = document.getSelection()!.getRangeAt(0);
    expect([range.startContainer, range.startOffset]).toEqual([domPoint(editor(), 3).node, 3]);
    expect(changes).toEqual([]);
  });

  it('Bold on a selection is one undo step (no coalesce) and shows as pressed', () => {
    mount('<p>Hello world</p>');
    select(6, 11);
    click(button('Bold'));
    expect(lastChange()).toEqual(['<p>Hello <strong>world</strong></p>', false]);
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    expect(button('Italic').getAttribute('aria-pressed')).toBe('false');
    const range = document.getSelection()!.getRangeAt(0);
    expect(range.toString()).toBe('world');
  });

  it('with nothing selected, Bold is shown pressed for what is typed next, until the caret moves', () => {
    mount('<p>Hello world</p>');
    select(5);
    key(editor(), { key: 'b', ctrlKey: true });
    expect(button('Bold').getAttribute('aria-pressed')).toBe('true');
    key(editor(), { key: 'b', ctrlKey: true });
    expect(button('Bold').getAttribute('aria-pressed')).toBe('false');
    expect(changes).toEqual([]);
  });

  it('Ctrl+I and Ctrl+U format the selection', () => {
    mount('<p>Hello world</p>');
    select(0, 5);
    key(editor(), { key: 'i', ctrlKey: true });
    expect(lastChange()![0]).toBe('<p><em>Hello</em> world</p>');
    key(editor(), { key: 'u', ctrlKey: true });
    expect(lastChange()![0]).toBe('<p><em><u>Hello</u></em> world</p>');
  });

  it('headings, lists and clear formatting from the toolbar', () => {
    mount('<p>Title</p><p>one</p><p>two</p>');
    select(1);
    click(button('Heading 2'));
    expect(lastChange()![0]).toBe('<h2>Title</h2><p>one</p><p>two</p>');
    expect(button('Heading 2').getAttribute('aria-pressed')).toBe('true');
    select(7, 12);
    click(button('Numbered list'));
    expect(lastChange()![0]).toBe('<h2>Title</h2><ol><li>one</li><li>two</li></ol>');
    expect(button('Numbered list').getAttribute('aria-pressed')).toBe('true');
    click(button('Bulleted list'));
    expect(lastChange()![0]).toBe('<h2>Title</h2><ul><li>one</li><li>two</li></ul>');
    select(0, 5);
    click(button('Clear formatting'));
    expect(lastChange()![0]).toBe('<p>Title</p><ul><li>one</li><li>two</li></ul>');
  });

  it('a dangerous link is refused with the reason; a safe one is applied and can be removed', () => {
    mount('<p>read the docs</p>');
    select(9, 13);
    key(editor(), { key: 'k', ctrlKey: true });
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).toBe('Link in Content (required, HTML)');
    const input = dialog.querySelector('input')!;
    const type = (text: string) =>
      act(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setter.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
    type('javascript:alert(1)');
    click(dialog.querySelector<HTMLButtonElement>('button.primary')!);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain('The protocol "javascript:" is not allowed');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
    type('webcal://cal.example/a.ics');
    key(input, { key: 'Enter' });
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('The protocol "webcal:" is not allowed');
    type('www.example.com/docs');
    key(input, { key: 'Enter' });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(lastChange()).toEqual(['<p>read the <a href="https://www.example.com/docs">docs</a></p>', false]);
    expect(document.activeElement).toBe(editor());
    select(10);
    expect(button('Remove link').getAttribute('aria-disabled')).toBeNull();
    click(button('Remove link'));
    expect(lastChange()![0]).toBe('<p>read the docs</p>');
  });

  it('Escape closes the link dialog without a change', () => {
    mount('<p>abc</p>');
    select(0, 3);
    click(button('Link'));
    key(container.querySelector('[role="dialog"] input')!, { key: 'Escape' });
    expect(container.querySelector('[role="dialog"]')).toBeNull();
    expect(changes).toEqual([]);
    expect(document.activeElement).toBe(editor());
  });

  it('paste from Word or a web page is cleaned; plain text lines become paragraphs', () => {
    mount('<p>ab</p>');
    const paste = (types: Record<string, string>) =>
      act(() => {
        const event = new Event('paste', { bubbles: true, cancelable: true });
        Object.defineProperty(event, 'clipboardData', { value: { getData: (t: string) => types[t] ?? '' } });
        editor().dispatchEvent(event);
      });
    select(1);
    paste({ 'text/html': '<span style="font-weight:bold;color:red" onclick="x()">X</span><script>alert(1)</script>' });
    expect(lastChange()).toEqual(['<p>a<strong>X</strong>b</p>', false]);
    select(3);
    paste({ 'text/plain': 'one\ntwo' });
    expect(lastChange()![0]).toBe('<p>a<strong>X</strong>bone</p><p>two</p>');
    expect(editor().innerHTML).toBe('<p>a<strong>X</strong>bone</p><p>two</p>');
  });

  it('the toolbar has one tab stop and arrow keys move along it, wrapping', () => {
    mount('<p>x</p>');
    const buttons = Array.from(container.querySelectorAll<HTMLButtonElement>('[role="toolbar"] button'));
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[0]]);
    act(() => buttons[0]!.focus());
    key(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]!.tabIndex).toBe(0);
    expect(buttons[0]!.tabIndex).toBe(-1);
    key(buttons[1]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    key(buttons[buttons.length - 1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[0]);
    key(buttons[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
    key(buttons[buttons.length - 1]!, { key: 'Escape' });
    expect(document.activeElement).toBe(editor());
    key(editor(), { key: 'F10', altKey: true });
    expect(document.activeElement).toBe(buttons[buttons.length - 1]);
  });
});

describe('HtmlField (source view)', () => {
  it('switches to the HTML source and back, keeping edits in the builder history', () => {
    mount('<p>a</p>');
    click(button('HTML source'));
    const textarea = container.querySelector('textarea')!;
    expect(textarea.id).toBe('f');
    expect(textarea.value).toBe('<p>a</p>');
    expect(button('HTML source').getAttribute('aria-pressed')).toBe('true');
    expect(document.activeElement).toBe(textarea);
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, '<p>a <b>b</b></p>');
      textarea.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(lastChange()).toEqual(['<p>a <b>b</b></p>', true]);
    click(button('HTML source'));
    expect(editor().innerHTML).toBe('<p>a <strong>b</strong></p>');
    expect(document.activeElement).toBe(editor());
  });

  it('HTML the visual editor would lose opens in source and says what switching removes', () => {
    mount('<p>a</p><img src="/x.png" alt="x">');
    expect(container.querySelector('[role="textbox"]')).toBeNull();
    const notice = container.querySelector('.rt-notice')!;
    expect(notice.textContent).toContain('<img>, alt attributes, src attributes');
    expect(container.querySelector('textarea')!.getAttribute('aria-describedby')).toBe(notice.id);
    click(button('HTML source'));
    expect(container.querySelector('[role="textbox"]')).toBeNull(); // asks first
    const confirm = Array.from(notice.querySelectorAll('button')).find((b) => b.textContent === 'Edit visually and remove them')!;
    expect(document.activeElement).toBe(confirm);
    click(confirm);
    expect(lastChange()).toEqual(['<p>a</p>', undefined]);
    expect(editor().innerHTML).toBe('<p>a</p>');
  });
});
