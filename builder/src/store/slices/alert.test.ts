import { describe, expect, it } from 'vitest';
import { createBuilderStore } from '../store';

describe('alert slice', () => {
  it('shows an alert with type and message, then hides it', () => {
    const store = createBuilderStore();
    store.getState().showAlert('error', 'Forbidden');
    expect(store.getState().alert).toMatchObject({ show: true, type: 'error', message: 'Forbidden' });
    store.getState().hideAlert();
    expect(store.getState().alert.show).toBe(false);
  });
  it('gives each alert a new id so that its dismiss timer restarts', () => {
    const store = createBuilderStore();
    store.getState().showAlert('info', 'a');
    const first = store.getState().alert.id;
    store.getState().showAlert('info', 'a');
    expect(store.getState().alert.id).toBe(first + 1);
  });
  it('an alert about the problems of the page goes when they are fixed; any other stays', () => {
    const store = createBuilderStore();
    store.getState().showAlert('error', 'Not saved: Title is required', { untilFixed: true });
    store.getState().problemsFixed();
    expect(store.getState().alert.show).toBe(false);
    store.getState().showAlert('error', 'Publishing refused');
    store.getState().problemsFixed();
    expect(store.getState().alert).toMatchObject({ show: true, message: 'Publishing refused' });
  });
});
