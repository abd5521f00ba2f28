import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../store';

const file = (id: number) => ({ id, name: `f${id}.png`, alternativeText: 'alt', url: `/uploads/f${id}.png`, mime: 'image/png' });

describe('images slice', () => {
  it('adds new uploads first without duplicates, and removes', () => {
    const store = createBuilderStore();
    store.getState().setImages([file(1), file(2)]);
    store.getState().addImages([file(3), file(1)]);
    expect(store.getState().images.map((i) => i.id)).toEqual([3, 1, 2]);
    store.getState().removeImage(1);
    expect(store.getState().images.map((i) => i.id)).toEqual([3, 2]);
  });
});
