import { editMarks } from '../edit-marks';
import type { BlockProps } from '../props';
import { FieldText } from '../parts/field-text';
import hero from '../parts/hero.module.css';
import { Section } from '../parts/section';
import split from '../parts/split.module.css';
import styles from './hero-form-left.module.css';
import { messages } from '../../i18n';

export default function HeroFormLeft({ block, first, edit, locale }: BlockProps<'blocks.hero-form-left'>) {
  const mark = editMarks(block, edit);
  const t = messages(locale).blocks;
  const id = `hero-form-${block.title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Section block={block} first={first} className={hero.hero}>
      <div className={split.split}>
        <div>
          <FieldText as="h2" className={hero.title} value={block.title} mark={mark('title')} placeholder="Title" />
          <FieldText as="p" className="lead" value={block.subtitle} mark={mark('subtitle')} placeholder="Subtitle" />
        </div>
        {/* The spec's name and email inputs are static: shown, not wired to any service. */}
        <form className={styles.form} aria-label={block.title}>
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input id={`${id}-name`} type="text" autoComplete="name" />
          <label htmlFor={`${id}-email`}>{t.email}</label>
          <input id={`${id}-email`} type="email" autoComplete="email" />
          <button type="button" className="button">
            {block.buttonText || t.submit}
          </button>
        </form>
      </div>
    </Section>
  );
}
