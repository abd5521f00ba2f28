import { describe, expect, it } from 'vitest';
import { setPageField, setSettingsField } from './set-settings-field';
import { draftOf } from './test-helpers';

describe('setSettingsField / setPageField', () => {
  it('sets draftSettings fields, nested ones too', () => {
    const next = setSettingsField(draftOf('a'), ['eventDates', 0, 'address'], 'Boston');
    expect(next.settings).toEqual({ eventDates: [{ address: 'Boston' }] });
  });
  it('leaves the blocks untouched', () => {
    const draft = draftOf('a');
    expect(setSettingsField(draft, ['pageTitle'], 'T').blocks).toBe(draft.blocks);
  });
  it('sets page fields', () => {
    expect(setPageField(draftOf(), 'slug', 'spring-sale').page).toEqual({ slug: 'spring-sale' });
  });
});
