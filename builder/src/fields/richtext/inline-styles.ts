import type { Mark } from './model';

/** The declarations of a style attribute, names and values lower-cased (Word's mso-* ones included, which CSSOM drops). */
export function styleOf(element: Element): Map<string, string> {
  const styles = new Map<string, string>();
  for (const declaration of (element.getAttribute('style') ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      styles.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return styles;
}

/** Marks a style turns on or off: Google Docs wraps a paste in <b style="font-weight:normal">, Word and web pages use spans. */
export function styledMarks(styles: Map<string, string>, marks: Set<Mark>, heading: boolean) {
  const weight = styles.get('font-weight');
  if (weight) {
    const numeric = Number(weight);
    if (weight === 'bold' || weight === 'bolder' || numeric >= 600) {
      if (!heading) marks.add('strong');
    } else if (weight === 'normal' || weight === 'lighter' || (numeric > 0 && numeric < 600)) marks.delete('strong');
  }
  const fontStyle = styles.get('font-style');
  if (fontStyle === 'italic' || fontStyle === 'oblique') marks.add('em');
  else if (fontStyle === 'normal') marks.delete('em');
  const decoration = styles.get('text-decoration-line') ?? styles.get('text-decoration');
  if (decoration?.includes('underline')) marks.add('u');
  else if (decoration === 'none') marks.delete('u');
}

/** Content a page does not show (and Word's list bullets, which the list itself gives back). */
export const hidden = (styles: Map<string, string>) =>
  styles.get('display') === 'none' || styles.get('visibility') === 'hidden' || styles.get('mso-list') === 'ignore';
