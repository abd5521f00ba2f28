/** A deeply nested value, written out by `toJson` without recursion (JSON.stringify overflows the stack). */
export class Deep {
  constructor(
    readonly depth: number,
    readonly leaf: string | number | null,
    readonly asArray: boolean,
  ) {}
}

/** JSON.stringify that writes a `Deep` as its nesting. */
export function toJson(value: unknown): string {
  if (value instanceof Deep) {
    const [open, close] = value.asArray ? ['[', ']'] : ['{"a":', '}'];
    return open.repeat(value.depth) + JSON.stringify(value.leaf) + close.repeat(value.depth);
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
