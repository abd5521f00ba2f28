import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../api/http';
import { components, landingPage } from '../schema/fixtures';
import { useBuilder } from '../store/store';
import { CreatePage } from './CreatePage';

const createDocument = vi.fn();
vi.mock('../api/cms', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/cms')>()),
  createDocument: (...args: unknown[]) => createDocument(...args),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(async () => {
  createDocument.mockReset();
  useBuilder.setState({ components, contentTypes: { [landingPage.uid]: landingPage } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(<CreatePage />));
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const input = (id: string) => container.querySelector<HTMLInputElement>(`#${id}`)!;
/** Types as React sees it: the native value setter, then an input event. */
function type(id: string, value: string) {
  const element = input(id);
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(element, value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
const describedText = (id: string) =>
  input(id)
    .getAttribute('aria-describedby')!
    .split(' ')
    .map((ref) => container.querySelector(`#${ref}`))
    .filter((element) => element && !(element as HTMLElement).hidden)
    .map((element) => element!.textContent)
    .join(' | ');
const submit = () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!;

describe('CreatePage: the title', () => {
  it('keeps a title longer than the limit whole, says the limit and refuses it, never cuts it', () => {
    expect(input('new-title').maxLength).toBe(-1);
    type('new-title', 'a'.repeat(300));
    expect(input('new-title').value).toHaveLength(300);
    expect(input('new-title').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('new-title')).toContain('300 / 255 characters');
    expect(describedText('new-title')).toContain('Title: must be at most 255 characters (now 300)');
    expect(submit().disabled).toBe(true);
    type('new-title', 'a'.repeat(255));
    expect(input('new-title').getAttribute('aria-invalid')).toBe('false');
    expect(submit().disabled).toBe(false);
  });

  it('says that the SEO title starts as the beginning of a longer title', () => {
    type('new-title', 'Spring sale for everyone');
    expect(describedText('new-title')).toContain('The SEO title starts as the first 10 characters of this title');
  });
});

describe('CreatePage: a slug already used', () => {
  it('names and marks the slug field, until the slug changes', async () => {
    createDocument.mockRejectedValue(new HttpError(400, 'This attribute must be unique', { errors: [{ path: ['slug'] }] }, 'slug'));
    type('new-title', 'Spring sale');
    await act(async () => submit().click());
    expect(input('new-slug').getAttribute('aria-invalid')).toBe('true');
    expect(describedText('new-slug')).toContain('Slug: "spring-sale" is already used by another page; choose another');
    expect(useBuilder.getState().alert).toMatchObject({ type: 'error', message: expect.stringContaining('Not created: Slug: "spring-sale"') });
    expect(document.activeElement).toBe(input('new-slug'));
    type('new-slug', 'spring-sale-2');
    expect(input('new-slug').getAttribute('aria-invalid')).toBe('false');
    expect(describedText('new-slug')).not.toContain('already used');
  });
});
