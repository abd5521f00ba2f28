/**
 * The rich-text field wired to the builder's real store the way the block inspector wires fields
 * (setBlockField through structure.change, keystrokes coalescing per field), with the canvas's
 * Ctrl+Z / Ctrl+Shift+Z keys, for the Chromium check (richtext.chromium.spec.ts).
 */
import { StrictMode, useCallback } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../app/styles.css';
import { Field } from '../../Field';
import { toFieldSpec } from '../../../schema/form-model';
import { validateField } from '../../../schema/validate';
import { setBlockField } from '../../../store/actions/set-block-field';
import { useBuilder } from '../../../store/store';
import type { PathSegment } from '../../../store/types';

const spec = toFieldSpec('content', { type: 'richtext', required: true, maxLength: 400, pluginOptions: { sanitize: { kind: 'html' } } }, {});
const key = 'b1';
useBuilder
  .getState()
  .openDocument(
    { type: 'landing-page', documentId: 'doc', locale: 'en-US', updatedAt: '2026-01-01T00:00:00.000Z', published: [], publishedSettings: null },
    { blocks: [{ __key: key, __component: 'blocks.text', content: '' }], settings: {}, page: {} },
  );

window.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const pressed = event.key.toLowerCase();
  if (pressed === 'z' && !event.shiftKey) {
    event.preventDefault();
    useBuilder.getState().undo();
  } else if ((pressed === 'z' && event.shiftKey) || pressed === 'y') {
    event.preventDefault();
    useBuilder.getState().redo();
  }
});

function Harness() {
  const value = useBuilder((state) => state.structure.blocks[0]?.content);
  const steps = useBuilder((state) => state.history.past.length);
  const onChange = useCallback((path: PathSegment[], next: unknown, coalesce?: boolean) => {
    useBuilder.getState().change((draft) => setBlockField(draft, key, path, next), coalesce ? `block:${key}:${path.join('.')}` : undefined);
  }, []);
  const errors = Object.fromEntries(validateField(spec, value, 'content', `Block 1 (Text) › ${spec.label}`).map((error) => [error.path, error.message]));
  return (
    <main style={{ maxWidth: 640, margin: 24 }}>
      <Field spec={spec} value={value} path={['content']} errorPath="content" errors={errors} id="f-b1-content" onChange={onChange} />
      <output data-testid="value">{String(value ?? '')}</output>
      <output data-testid="steps">{steps}</output>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Harness />
  </StrictMode>,
);
