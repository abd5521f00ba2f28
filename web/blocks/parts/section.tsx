import type { ReactNode } from 'react';

export interface SectionStyle {
  darkMode?: boolean;
  surface?: 'light' | 'neutral' | 'dark' | null;
}

/** The wrapper of every block: surface (light, neutral by default, dark), darkMode and first padding. */
export function Section({ block, first, name, children, className }: { block: SectionStyle; first: boolean; name: string; children: ReactNode; className?: string }) {
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
