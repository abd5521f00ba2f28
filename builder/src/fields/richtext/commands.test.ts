import { describe, expect, it } from 'vitest';
import { blockAt, clearFormatting, hasMark, insertDoc, linkAt, removeLink, setBlockType, setLink, toggleList, toggleMark } from './commands';
import type { Doc } from './model';
import { parseHtml, parsePlainText } from './parse';
import { toHtml } from './serialise';

const doc = (html: string): Doc => parseHtml(html);
const html = (d: Doc) => toHtml(d, 'value');
const at = (start: number, end = start) => ({ start, end });

describe('marks', () => {
  it('adds bold to a selection, then removes it when all of it is bold', () => {
    const once = toggleMark(doc('<p>Hello world</p>'), at(6, 11), 'strong');
    expect(html(once.doc)).toBe('<p>Hello <strong>world</strong></p>');
    expect(hasMark(once.doc, at(6, 11), 'strong')).toBe(true);
    expect(html(toggleMark(once.doc, at(6, 11), 'strong').doc)).toBe('<p>Hello world</p>');
  });

  it('adds the mark to all of a partly marked selection', () => {
    const d = doc('<p><em>ab</em>cd</p>');
    expect(hasMark(d, at(0, 4), 'em')).toBe(false);
    expect(html(toggleMark(d, at(0, 4), 'em').doc)).toBe('<p><em>abcd</em></p>');
  });

  it('works across lines and keeps other marks', () => {
    const result = toggleMark(doc('<p><strong>ab</strong></p><h2>cd</h2>'), at(1, 4), 'u');
    expect(html(result.doc)).toBe('<p><strong>a<u>b</u></strong></p><h2><u>c</u>d</h2>');
  });

  it('a caret reads the mark of the character before it', () => {
    const d = doc('<p><strong>ab</strong>cd</p>');
    expect(hasMark(d, at(2), 'strong')).toBe(true);
    expect(hasMark(d, at(3), 'strong')).toBe(false);
  });
});

describe('blocks and lists', () => {
  it('makes the touched lines headings, and a heading again a paragraph', () => {
    const d = doc('<p>a</p><p>b</p><p>c</p>');
    const h2 = setBlockType(d, at(0, 2), 'h2').doc;
    expect(html(h2)).toBe('<h2>a</h2><h2>b</h2><p>c</p>');
    expect(blockAt(h2, at(1))).toEqual({ type: 'h2', list: null });
    expect(html(setBlockType(h2, at(1), 'h2').doc)).toBe('<p>a</p><h2>b</h2><p>c</p>');
    expect(html(setBlockType(h2, at(0), 'p').doc)).toBe('<p>a</p><h2>b</h2><p>c</p>');
  });

  it('makes a bulleted list, switches it to numbered, and takes the lines out again', () => {
    const d = doc('<h3>a</h3><p>b</p>');
    const bullets = toggleList(d, at(0, 3), 'ul').doc;
    expect(html(bullets)).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(blockAt(bullets, at(0))).toEqual({ type: 'p', list: 'ul' });
    const numbers = toggleList(bullets, at(0, 3), 'ol').doc;
    expect(html(numbers)).toBe('<ol><li>a</li><li>b</li></ol>');
    expect(html(toggleList(numbers, at(2), 'ol').doc)).toBe('<ol><li>a</li></ol><p>b</p>');
  });

  it('a heading applied to a list item takes it out of the list', () => {
    expect(html(setBlockType(doc('<ul><li>a</li><li>b</li></ul>'), at(0), 'h2').doc)).toBe('<h2>a</h2><ul><li>b</li></ul>');
  });

  it('an empty editor gets a line to format', () => {
    expect(toHtml(toggleList([], at(0), 'ol').doc, 'editor')).toBe('<ol><li><br></li></ol>');
  });
});

describe('links', () => {
  it('links a selection and reads the address back at a caret inside it', () => {
    const d = setLink(doc('<p>see the docs</p>'), at(8, 12), 'https://docs.example/').doc;
    expect(html(d)).toBe('<p>see the <a href="https://docs.example/">docs</a></p>');
    expect(linkAt(d, at(10))).toBe('https://docs.example/');
    expect(linkAt(d, at(2))).toBeUndefined();
  });

  it("a caret in a link changes the whole link's address", () => {
    const d = doc('<p>x <a href="https://old.example/">a <strong>b</strong></a></p>');
    expect(html(setLink(d, at(3), 'https://new.example/').doc)).toBe('<p>x <a href="https://new.example/">a <strong>b</strong></a></p>');
  });

  it('a caret elsewhere inserts the address as linked text, caret after it', () => {
    const result = setLink(doc('<p>go now</p>'), at(3), 'https://a.example/');
    expect(html(result.doc)).toBe('<p>go <a href="https://a.example/">https://a.example/</a>now</p>');
    expect(result.selection).toEqual(at(21));
  });

  it('unlink removes the whole link at a caret, not the text', () => {
    const d = doc('<p><a href="https://a.example/">one <em>two</em></a> three</p>');
    expect(html(removeLink(d, at(2)).doc)).toBe('<p>one <em>two</em> three</p>');
  });

  it('unlink of a selection ending just before a link leaves that link', () => {
    const d = doc('<p><a href="https://a.example/">a</a>bc<a href="https://b.example/">d</a></p>');
    expect(html(removeLink(d, at(1, 3)).doc)).toBe('<p><a href="https://a.example/">a</a>bc<a href="https://b.example/">d</a></p>');
    expect(html(removeLink(d, at(0, 3)).doc)).toBe('<p>abc<a href="https://b.example/">d</a></p>');
  });
});

describe('clear formatting', () => {
  it('removes marks and links in the selection and makes headings paragraphs', () => {
    const d = doc('<h2><strong>T</strong>itle</h2><p><a href="https://a.example/"><em>x</em></a> y</p>');
    expect(html(clearFormatting(d, at(0, 7)).doc)).toBe('<p>Title</p><p>x y</p>');
  });

  it('a caret clears its whole line and lists stay', () => {
    const d = doc('<ul><li><u>a</u> b</li></ul><p><strong>c</strong></p>');
    expect(html(clearFormatting(d, at(1)).doc)).toBe('<ul><li>a b</li></ul><p><strong>c</strong></p>');
  });
});

describe('paste (insertDoc)', () => {
  it('one pasted line joins the line at the caret and keeps its type', () => {
    const result = insertDoc(doc('<h2>ac</h2>'), at(1), doc('<p><strong>b</strong></p>'));
    expect(html(result.doc)).toBe('<h2>a<strong>b</strong>c</h2>');
    expect(result.selection).toEqual(at(2));
  });

  it('several lines split the line at the caret, replacing the selection', () => {
    const result = insertDoc(doc('<p>start XX end</p>'), at(6, 8), parsePlainText('one\ntwo\nthree'));
    expect(html(result.doc)).toBe('<p>start one</p><p>two</p><p>three end</p>');
    expect(result.selection).toEqual(at(6 + 13));
  });

  it('pasted paragraphs inside a list become items of it', () => {
    const result = insertDoc(doc('<ul><li>a</li></ul>'), at(1), parsePlainText('b\nc'));
    expect(html(result.doc)).toBe('<ul><li>ab</li><li>c</li></ul>');
  });

  it('a pasted list at the start of an empty line stays a list', () => {
    const result = insertDoc([{ type: 'p', list: [], runs: [] }], at(0), doc('<ol><li>x</li><li>y</li></ol>'));
    expect(html(result.doc)).toBe('<ol><li>x</li><li>y</li></ol>');
  });

  it('pasting nothing deletes the selection', () => {
    expect(html(insertDoc(doc('<p>abc</p>'), at(1, 2), []).doc)).toBe('<p>ac</p>');
  });
});
