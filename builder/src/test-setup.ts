// jsdom has no CSS.escape, which React Aria's overlays use (on meta names: plain words).
(globalThis as { CSS?: Partial<typeof CSS> }).CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (character) => `\\${character}`) };
