import { describe, expect, it } from 'vitest';
import { blockNames, builderMessageType, draftVersion, frameRequest, peerOutlines, selectedIndex, trustedMessage } from './protocol.js';

const parent = { name: 'the framing window' };
const other = { name: 'another window' };
const builder = ['https://builder.example.com', 'http://127.0.0.1:5173'];

describe('trustedMessage', () => {
  it('takes a message from a listed origin sent by the expected window only', () => {
    expect(trustedMessage({ origin: 'https://builder.example.com', source: parent }, builder, parent)).toBe(true);
    expect(trustedMessage({ origin: 'http://127.0.0.1:5173', source: parent }, builder, parent)).toBe(true);
  });

  it('refuses another origin, another window, and a missing window', () => {
    expect(trustedMessage({ origin: 'https://evil.example', source: parent }, builder, parent)).toBe(false);
    expect(trustedMessage({ origin: 'https://builder.example.com.evil.example', source: parent }, builder, parent)).toBe(false);
    expect(trustedMessage({ origin: 'https://builder.example.com', source: other }, builder, parent)).toBe(false);
    expect(trustedMessage({ origin: 'https://builder.example.com', source: null }, builder, null)).toBe(false);
    expect(trustedMessage({ origin: 'https://builder.example.com', source: undefined }, builder, undefined)).toBe(false);
    expect(trustedMessage({ origin: 'null', source: parent }, builder, parent)).toBe(false);
    expect(trustedMessage({ origin: 'https://builder.example.com', source: parent }, [], parent)).toBe(false);
  });
});

describe('builderMessageType', () => {
  it('names the builder messages and ignores the rest', () => {
    expect(builderMessageType({ type: 'builder:draft', draft: [] })).toBe('builder:draft');
    expect(builderMessageType({ type: 'builder:select', selected: 2 })).toBe('builder:select');
    expect(builderMessageType({ type: 'builder:focus' })).toBe('builder:focus');
    expect(builderMessageType({ type: 'builder:edit', index: 0, field: 'title' })).toBe('builder:edit');
    expect(builderMessageType({ type: 'builder:sync', id: 3 })).toBe('builder:sync');
    expect(builderMessageType({ type: 'builder:peers', peers: [] })).toBe('builder:peers');
    expect(builderMessageType({ type: 'builder:unknown' })).toBeNull();
    expect(builderMessageType({ type: 'preview:ready' })).toBeNull();
    expect(builderMessageType('builder:draft')).toBeNull();
    expect(builderMessageType(null)).toBeNull();
  });
});

describe('frameRequest', () => {
  it('keeps well-formed requests', () => {
    expect(frameRequest({ type: 'preview:ready', extra: 1 })).toEqual({ type: 'preview:ready' });
    expect(frameRequest({ type: 'preview:select', index: 2, field: 'items.0.answer' })).toEqual({ type: 'preview:select', index: 2, field: 'items.0.answer' });
    expect(frameRequest({ type: 'preview:edit', index: 0, field: 'title', value: 'Hi' })).toEqual({
      type: 'preview:edit',
      index: 0,
      field: 'title',
      value: 'Hi',
    });
    expect(frameRequest({ type: 'preview:action', index: 1, action: 'delete' })).toEqual({ type: 'preview:action', index: 1, action: 'delete' });
    expect(frameRequest({ type: 'preview:insert', index: 3 })).toEqual({ type: 'preview:insert', index: 3 });
    expect(frameRequest({ type: 'preview:add-item', index: 1, field: 'items' })).toEqual({ type: 'preview:add-item', index: 1, field: 'items' });
    expect(frameRequest({ type: 'preview:move', index: 0, to: 2, extra: 'x' })).toEqual({ type: 'preview:move', index: 0, to: 2 });
    expect(frameRequest({ type: 'preview:command', command: 'undo' })).toEqual({ type: 'preview:command', command: 'undo' });
    expect(frameRequest({ type: 'preview:editing', editing: true })).toEqual({ type: 'preview:editing', editing: true });
    expect(frameRequest({ type: 'preview:command', command: 'next-region' })).toEqual({ type: 'preview:command', command: 'next-region' });
    expect(frameRequest({ type: 'preview:editing', editing: false, index: 2 })).toEqual({ type: 'preview:editing', editing: false });
  });

  it('drops a field that is not a field path, and refuses malformed requests', () => {
    expect(frameRequest({ type: 'preview:select', index: 2, field: '__proto__.x y' })).toEqual({ type: 'preview:select', index: 2, field: null });
    expect(frameRequest({ type: 'preview:edit', index: 0, field: 'title; x', value: 'Hi' })).toBeNull();
    expect(frameRequest({ type: 'preview:edit', index: 0, field: 'title', value: 3 })).toBeNull();
    expect(frameRequest({ type: 'preview:edit', index: 0, field: 'title', value: 'x'.repeat(200_001) })).toBeNull();
    expect(frameRequest({ type: 'preview:select', index: -1, field: null })).toBeNull();
    expect(frameRequest({ type: 'preview:select', index: 1.5, field: null })).toBeNull();
    expect(frameRequest({ type: 'preview:action', index: 1, action: 'publish' })).toBeNull();
    expect(frameRequest({ type: 'preview:insert', index: '3' })).toBeNull();
    expect(frameRequest({ type: 'preview:add-item', index: 1, field: 'items; x' })).toBeNull();
    expect(frameRequest({ type: 'preview:move', index: 0 })).toBeNull();
    expect(frameRequest({ type: 'preview:move', index: 0, to: -1 })).toBeNull();
    expect(frameRequest({ type: 'preview:command', command: 'publish' })).toBeNull();
    expect(frameRequest({ type: 'preview:editing', editing: 'yes' })).toBeNull();
    expect(frameRequest({ type: 'preview:synced', id: 7, extra: 1 })).toEqual({ type: 'preview:synced', id: 7 });
    for (const id of [0, -1, 1.5, '7', null, 2 ** 60]) expect(frameRequest({ type: 'preview:synced', id })).toBeNull();
    expect(frameRequest({ type: 'preview:editing' })).toBeNull();
    expect(frameRequest({ type: 'builder:draft' })).toBeNull();
    expect(frameRequest([])).toBeNull();
  });
});

describe('blockNames and selectedIndex', () => {
  it('read what the builder sends, and nothing else', () => {
    expect(blockNames(['Hero', 3, 'x'.repeat(200)])).toEqual(['Hero', '', 'x'.repeat(120)]);
    expect(blockNames('Hero')).toBeNull();
    expect(selectedIndex(4)).toBe(4);
    expect(selectedIndex(null)).toBeNull();
    expect(selectedIndex('4')).toBeNull();
  });
});

describe('draftVersion', () => {
  it('takes a saved version (the CMS timestamp) and nothing else', () => {
    expect(draftVersion('2026-11-25T09:30:00.000Z')).toBe('2026-11-25T09:30:00.000Z');
    for (const value of [undefined, null, 3, '', 'latest', '<script>', `2026${'0'.repeat(40)}`, { a: 1 }]) expect(draftVersion(value)).toBeNull();
  });
});

describe('peerOutlines', () => {
  it('keeps well-formed outlines only, with names cut to 80 characters', () => {
    expect(
      peerOutlines([
        { index: 2, name: 'Ada Lovelace', colour: '#047857', field: 'items.0.answer' },
        { index: 3, name: 'Bob', colour: '#047857', field: 'x"]' },
        { index: -1, name: 'x', colour: '#047857' },
        { index: 1, name: 'x', colour: 'red;background:url(x)' },
        { index: 1, name: 7, colour: '#047857' },
        { index: 0, name: 'n'.repeat(200), colour: '#b91c1c' },
        'junk',
      ]),
    ).toEqual([
      { index: 2, name: 'Ada Lovelace', colour: '#047857', field: 'items.0.answer' },
      { index: 3, name: 'Bob', colour: '#047857' },
      { index: 0, name: 'n'.repeat(80), colour: '#b91c1c' },
    ]);
    expect(peerOutlines('x')).toEqual([]);
    expect(peerOutlines(Array.from({ length: 80 }, () => ({ index: 0, name: 'a', colour: '#000000' })))).toHaveLength(50);
  });
});
