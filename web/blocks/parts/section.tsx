import type { ReactNode } from 'react';
import type { BlockUid } from 'contract/blocks';

export interface SectionStyle {
  /** The block's type; its name on the page (`data-block`, `block--<name>`) is derived from it. */
  __component: BlockUid;
  darkMode?: boolean;
  surface?: 'light' | 'neutral' | 'dark' | null;
}

/** 'blocks.faq-list' → 'faq-list', 'article.text' → 'article-text'. */
export const blockName = (uid: BlockUid): string => (uid.startsWith('blocks.') ? uid.slice('blocks.'.length) : uid.replace('.', '-'));

/** The wrapper of every block: surface (light, neutral by default, dark), darkMode and first padding. */
export function Section({ block, first, children, className }: { block: SectionStyle; first: boolean; children: ReactNode; className?: string }) {
  const name = blockName(block.__component);
  const surface = block.darkMode ? 'dark' : (block.surface ?? 'neutral');
  const classes = ['block', `block--${name}`, `surface-${surface}`, first ? 'block--first' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} data-block={name}>
      <div className="container">{children}</div>
    </section>
  );
}

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
