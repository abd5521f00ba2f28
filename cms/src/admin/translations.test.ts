import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATES } from 'contract/wire';
import { MESSAGES, messageId, stateLabelId, stateMeaningId, translations } from './translations';

describe('the admin’s translations', () => {
  it('give every string of ours, and every state, in English and Spanish', () => {
    for (const language of ['en', 'es'] as const) {
      for (const key of Object.keys(MESSAGES)) expect(translations[language][messageId(key as keyof typeof MESSAGES)]).toMatch(/\w/);
      for (const state of DOCUMENT_STATES) {
        expect(translations[language][stateLabelId(state)]).toMatch(/\w/);
        expect(translations[language][stateMeaningId(state)]).toMatch(/\w/);
      }
    }
    expect(translations.es[stateLabelId('changed')]).toBe('Cambiado desde la publicación');
  });

  it('label fields in Spanish, and leave English labels to the stored configuration (an admin may change them)', () => {
    expect(translations.es['content-manager.content-types.api::article.article.dateScheduled']).toBe('Programado para');
    expect(translations.es['content-manager.components.shared.article-settings.imageAltText']).toBe('Descripción de la imagen principal');
    expect(translations.es['content-manager.components.blocks.text.darkMode']).toBe('Modo oscuro');
    expect(Object.keys(translations.en).filter((id) => id.startsWith('content-manager.'))).toEqual([]);
  });

  it('name blocks and options in both languages (Strapi has no other name for them than the uid or the value)', () => {
    expect(translations.en['article.text']).toBe('Article text');
    expect(translations.es['article.text']).toBe('Texto del artículo');
    expect(translations.en.neutral).toBe('Neutral');
    expect(translations.es.Article).toBe('Artículo');
  });
});
