import type { ComponentMap, ComponentSchema } from '../schema/types';
import { blockName, categoryName } from '../schema/readable';

export interface PaletteGroup {
  name: string;
  blocks: ComponentSchema[];
}

/** The first word of a CamelCase display name: "HeroImageLeft" → "Hero", "FAQCollapse" → "FAQ". */
export function familyOf(displayName: string): string {
  const match = /^[A-Z]+(?=[A-Z][a-z])|^[A-Z][a-z]+|^[A-Z0-9]+|^\S+/.exec(displayName);
  return match ? match[0] : displayName;
}

/**
 * The palette: every component a page's `draft` dynamic zone accepts, grouped by family (the first
 * word of its name: Hero, Guarantee, Article…); families of one go to "Content". Nothing is listed by hand.
 */
export function paletteGroups(allowed: readonly string[], components: ComponentMap, search = ''): PaletteGroup[] {
  const needle = search.trim().toLowerCase();
  const blocks = allowed
    .map((uid) => components[uid])
    .filter((component): component is ComponentSchema => !!component)
    .filter(
      (component) =>
        !needle ||
        [blockName(component.uid, components), component.schema.displayName, component.uid, component.schema.description ?? ''].some((text) =>
          text.toLowerCase().includes(needle),
        ),
    );
  const families = new Map<string, ComponentSchema[]>();
  for (const block of blocks) {
    const family = block.category === 'blocks' ? familyOf(block.schema.displayName) : categoryName(block.category);
    families.set(family, [...(families.get(family) ?? []), block]);
  }
  const groups = new Map<string, ComponentSchema[]>();
  for (const [family, members] of families) {
    const name = members.length > 1 ? family : 'Content';
    groups.set(name, [...(groups.get(name) ?? []), ...members]);
  }
  return [...groups.entries()]
    .map(([name, members]) => ({ name, blocks: members.sort((a, b) => blockName(a.uid, components).localeCompare(blockName(b.uid, components))) }))
    .sort((a, b) => (a.name === 'Content' ? 1 : b.name === 'Content' ? -1 : a.name.localeCompare(b.name)));
}
