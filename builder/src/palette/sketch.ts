import type { ComponentMap } from '../schema/types';
import { fieldsOf, type FieldSpec } from '../schema/form-model';

type Part = 'heading' | 'text' | 'button' | 'media' | 'list' | 'video';

const W = 96;
const H = 60;

/** What a field contributes to a block's look, judged from its kind and name only. */
function partOf(field: FieldSpec): Part | null {
  if (field.hidden) return null;
  if (field.kind === 'media') return 'media';
  if (field.kind === 'repeatable') return 'list';
  if (field.kind === 'url' || (field.kind === 'component' && /button|cta|link/i.test(field.name))) return 'button';
  if (/video/i.test(field.name)) return 'video';
  if (field.kind === 'string' && /title|heading|quote|question/i.test(field.name)) return 'heading';
  if (field.kind === 'text' || field.kind === 'html' || (field.kind === 'string' && /subtitle|description|caption|lead/i.test(field.name))) return 'text';
  return null;
}

/** The ordered, de-duplicated parts of a component, from its schema. */
export function sketchParts(uid: string, components: ComponentMap): Part[] {
  const parts = fieldsOf(components[uid]?.schema.attributes ?? {}, components)
    .map(partOf)
    .filter((p): p is Part => p !== null);
  return [...new Set(parts)];
}

/**
 * A small SVG wireframe of a block, drawn from its fields: a media field becomes an image box (left
 * of the text when the name says Left or Side, else on top), titles become thick bars, text thin
 * lines, URLs a button, repeatables stacked rows. No picture is drawn by hand per block.
 */
export function sketchSvg(uid: string, components: ComponentMap): string {
  const parts = sketchParts(uid, components);
  const name = components[uid]?.schema.displayName ?? uid;
  const shapes: string[] = [];
  const hasMedia = parts.includes('media') || parts.includes('video');
  const textParts = parts.filter((p) => p !== 'media' && p !== 'video');
  const side = hasMedia && textParts.length > 0 && /left|side|right|reversible|card/i.test(name);
  let x = 6;
  let y = 6;
  let width = W - 12;
  if (hasMedia) {
    const box = side
      ? { x: /right|reversible/i.test(name) ? W / 2 + 2 : 6, y: 6, w: W / 2 - 8, h: H - 12 }
      : { x: 6, y: 6, w: W - 12, h: textParts.length ? 22 : H - 12 };
    shapes.push(`<rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="2" fill="#c9d6e8"/>`);
    if (parts.includes('video')) shapes.push(`<path d="M${box.x + box.w / 2 - 4} ${box.y + box.h / 2 - 5}l9 5-9 5z" fill="#fff"/>`);
    else
      shapes.push(
        `<path d="M${box.x + 3} ${box.y + box.h - 3}l${box.w / 3} -${box.h / 2}l${box.w / 4} ${box.h / 4}l${box.w / 6} -${box.h / 6}l${box.w / 4 - 6} ${box.h / 2 - box.h / 12}z" fill="#9fb3cf"/>`,
      );
    if (side) {
      x = /right|reversible/i.test(name) ? 6 : W / 2 + 2;
      width = W / 2 - 8;
    } else y = textParts.length ? 32 : H;
  }
  for (const part of textParts) {
    if (y > H - 6) break;
    if (part === 'heading') {
      shapes.push(`<rect x="${x}" y="${y}" width="${width * 0.8}" height="5" rx="1" fill="#34495e"/>`);
      y += 9;
    }
    if (part === 'text') {
      for (let i = 0; i < 2 && y < H - 4; i += 1) {
        shapes.push(`<rect x="${x}" y="${y}" width="${width * (i ? 0.6 : 0.95)}" height="2.5" rx="1" fill="#95a5a6"/>`);
        y += 5;
      }
    }
    if (part === 'button') {
      shapes.push(`<rect x="${x}" y="${y}" width="${Math.min(26, width)}" height="7" rx="3.5" fill="#2f6fde"/>`);
      y += 11;
    }
    if (part === 'list') {
      for (let i = 0; i < 3 && y < H - 5; i += 1) {
        shapes.push(`<rect x="${x}" y="${y}" width="${width}" height="5" rx="1" fill="none" stroke="#95a5a6" stroke-width="1"/>`);
        y += 7;
      }
    }
  }
  if (shapes.length === 0) shapes.push(`<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="2" fill="none" stroke="#95a5a6" stroke-dasharray="3 2"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="#f7f9fc"/>${shapes.join('')}</svg>`;
}

export function sketchDataUri(uid: string, components: ComponentMap): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(sketchSvg(uid, components))}`;
}
