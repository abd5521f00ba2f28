import { describe, expect, it } from 'vitest';
import { getIn, setIn } from './path';

describe('setIn / getIn', () => {
  it('replaces a nested value and keeps untouched branches', () => {
    const data = { a: { b: 1 }, list: [{ x: 1 }, { x: 2 }] };
    const next = setIn(data, ['list', 1, 'x'], 5);
    expect(next.list[1].x).toBe(5);
    expect(next.list[0]).toBe(data.list[0]);
    expect(next.a).toBe(data.a);
    expect(data.list[1].x).toBe(2);
    expect(getIn(next, ['list', 1, 'x'])).toBe(5);
  });
  it('creates missing containers', () => {
    expect(setIn({}, ['a', 0, 'b'], 'v')).toEqual({ a: [{ b: 'v' }] });
  });
});
