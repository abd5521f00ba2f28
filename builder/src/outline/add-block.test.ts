import { beforeEach, describe, expect, it } from 'vitest';
import { components } from '../schema/fixtures';
import { emptyDraft } from '../store/slices/structure';
import { useBuilder } from '../store/store';
import { addBlock } from './add-block';
import { takeFocusRequest } from './focus-request';

const block = (key: string) => ({ __key: key, __component: 'blocks.faq-collapse', title: key });
const keys = () => useBuilder.getState().structure.blocks.map((b) => b.__key);

beforeEach(() => {
  useBuilder.setState({ components, structure: { ...emptyDraft(), blocks: [block('a'), block('b'), block('c')] }, selectedKey: null });
});

describe('addBlock (from the palette, its "+" or a drop)', () => {
  it('adds at the end when nothing is selected: selected, its row to take the focus, announced, undoable', () => {
    expect(addBlock('blocks.hero-image-left')).toBe('Added Hero with image at position 4 of 4.');
    const { structure, selectedKey } = useBuilder.getState();
    expect(structure.blocks[3]).toMatchObject({ __component: 'blocks.hero-image-left', darkMode: false, surface: 'neutral' });
    expect(selectedKey).toBe(structure.blocks[3].__key);
    expect(takeFocusRequest(structure.blocks[3].__key)).toBe(true);
    useBuilder.getState().undo();
    expect(keys()).toEqual(['a', 'b', 'c']);
  });

  it('adds after the selected block, or where it was dropped', () => {
    useBuilder.getState().select('a');
    expect(addBlock('blocks.faq-collapse')).toBe('Added FAQ (collapsible) at position 2 of 4.');
    expect(keys()[0]).toBe('a');
    expect(keys().slice(2)).toEqual(['b', 'c']);
    expect(addBlock('blocks.faq-collapse', 0)).toBe('Added FAQ (collapsible) at position 1 of 5.');
    expect(keys().slice(1, 2)).toEqual(['a']);
  });
});
