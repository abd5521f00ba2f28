import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The text of the field's <label for={id}> (Field renders it), so that the editable area, which is
 * not a labelable element, gets the same accessible name; a click on the label focuses the area.
 */
export function useFieldLabel(id: string, anchor: RefObject<HTMLElement | null>): string {
  const [text, setText] = useState('');
  useLayoutEffect(() => {
    const scope: ParentNode = anchor.current?.closest('.field') ?? document;
    const label = Array.from(scope.querySelectorAll('label')).find((element) => element.htmlFor === id);
    setText(label?.textContent?.trim() ?? '');
    if (!label) return;
    const focusTarget = (event: MouseEvent) => {
      const target = document.getElementById(id);
      if (target?.getAttribute('contenteditable') === 'true') {
        event.preventDefault();
        target.focus();
      }
    };
    label.addEventListener('click', focusTarget);
    return () => label.removeEventListener('click', focusTarget);
  }, [id, anchor]);
  return text;
}
