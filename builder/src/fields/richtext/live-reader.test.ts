import { afterEach, describe, expect, it } from 'vitest';
import { LiveReader } from './live-reader';
import { parseNode } from './parse';
import { toHtml } from './serialise';

let root: HTMLDivElement;
let reader: LiveReader;
const start = (html: string) => {
  root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  reader = new LiveReader(root);
};
afterEach(() => {
  reader.disconnect();
  root.remove();
});

describe('LiveReader', () => {
  it('reads like a full parse, and keeps the lines of blocks nobody touched', () => {
    start('<p>one</p><h2>two</h2><ul><li>three</li></ul>');
    const first = reader.read();
    expect(toHtml(first, 'value')).toBe('<p>one</p><h2>two</h2><ul><li>three</li></ul>');
    (root.querySelector('h2')!.firstChild as Text).data = 'two!';
    const second = reader.read();
    expect(toHtml(second, 'value')).toBe(toHtml(parseNode(root).doc, 'value'));
    expect(toHtml(second, 'value')).toBe('<p>one</p><h2>two!</h2><ul><li>three</li></ul>');
    expect(second[0]).toBe(first[0]); // untouched paragraph: same lines, not read again
    expect(second[1]).not.toBe(first[1]);
    expect(second[2]).toBe(first[2]);
  });

  it('sees new and removed blocks, attribute and nested changes', () => {
    start('<p>a</p><p>b</p>');
    reader.read();
    const added = document.createElement('p');
    added.innerHTML = '<b>c</b>';
    root.append(added);
    root.firstChild!.remove();
    expect(toHtml(reader.read(), 'value')).toBe('<p>b</p><p><strong>c</strong></p>');
    added.firstElementChild!.setAttribute('style', 'font-weight: normal');
    expect(toHtml(reader.read(), 'value')).toBe('<p>b</p><p>c</p>');
    const li = document.createElement('ul');
    li.innerHTML = '<li>x</li>';
    root.insertBefore(li, added);
    li.firstElementChild!.append(document.createElement('br'), 'y');
    expect(toHtml(reader.read(), 'value')).toBe('<p>b</p><ul><li>x<br>y</li></ul><p>c</p>');
  });

  it('text typed straight into the editor (no block yet) falls back to a full read', () => {
    start('');
    reader.read();
    root.append('typed', document.createElement('br'));
    expect(toHtml(reader.read(), 'value')).toBe('<p>typed</p>');
    const p = document.createElement('p');
    p.textContent = 'next';
    root.append(p);
    expect(toHtml(reader.read(), 'value')).toBe('<p>typed</p><p>next</p>');
  });
});
