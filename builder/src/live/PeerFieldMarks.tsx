import { useEffect } from 'react';
import { fieldId } from '../page-canvas/field-handoff';
import { useBuilder } from '../store/store';
import { useLive } from './live-store';

/**
 * In the fields panel: the fields of the shown block that other editors are writing in, outlined in their colour with
 * "{name} is writing here" (a class and attributes on the field's own element; FieldList renders the fields).
 */
export function PeerFieldMarks() {
  const peers = useLive((state) => state.peers);
  const selectedKey = useBuilder((state) => state.selectedKey);
  useEffect(() => {
    const marked: HTMLElement[] = [];
    for (const { editor, fields } of peers)
      for (const { key, field } of fields) {
        if (key !== selectedKey) continue;
        const element = document.getElementById(fieldId(key, field));
        const box = element?.closest<HTMLElement>('.field') ?? element;
        if (!box) continue;
        box.classList.add('peer-editing');
        box.style.setProperty('--editor-colour', editor.colour);
        box.dataset.peer = `${editor.name} is writing here`;
        marked.push(box);
      }
    return () => {
      for (const box of marked) {
        box.classList.remove('peer-editing');
        box.style.removeProperty('--editor-colour');
        delete box.dataset.peer;
      }
    };
  }, [peers, selectedKey]);
  return null;
}
