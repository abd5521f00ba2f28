/**
 * dnd-kit's accessibility attributes for a drag handle (role, tabIndex, aria-*), written to the DOM
 * by a binding that renders nothing (canvas cards and palette blocks bind only while needed), and
 * removed again when the binding goes.
 */
const WRITTEN = ['aria-roledescription', 'aria-describedby', 'aria-pressed', 'aria-disabled', 'role'];

export function writeDragAttributes(element: HTMLElement | null, attributes: object): void {
  if (!element) return;
  for (const [name, value] of Object.entries(attributes)) {
    const attribute = name === 'tabIndex' ? 'tabindex' : name;
    if (value === undefined) element.removeAttribute(attribute);
    else element.setAttribute(attribute, String(value));
  }
}

export function clearDragAttributes(element: HTMLElement | null): void {
  if (element) for (const name of WRITTEN) element.removeAttribute(name);
}
