import { COMPONENT_FIELDS } from 'contract/blocks/fields';
import { PAGE_UIDS } from 'contract/rules';
import { ENUM_LABELS, fieldTexts, GROUP_NAMES, MODEL_TEXTS } from 'contract/words';
import article from '../api/article/content-types/article/schema.json';
import landingPage from '../api/landing-page/content-types/landing-page/schema.json';
import { DOCUMENT_STATES, STATE_LABEL, STATE_MEANING, type DocumentState } from 'contract/wire';

/**
 * The admin panel's own strings (the publication panel, buttons, states, columns) in English and
 * Spanish, and the Spanish labels of every field and the names of the components, under the ids
 * Strapi's content manager looks its labels up by (`content-manager.content-types.{uid}.{field}`,
 * `content-manager.components.{uid}.{field}`, a component's uid for its name, an option by its value,
 * a content type by its display name, a component category by its name). English field labels
 * are not given here: Strapi shows the stored configuration's (ours, or an admin's change of it).
 * Descriptions and placeholders have no such id in Strapi: they show in English in every language.
 */
export const MESSAGES = {
  'column.state': { en: 'State', es: 'Estado' },
  'column.datePublished': { en: 'Published on', es: 'Publicado el' },
  'panel.title': { en: 'Publication', es: 'Publicación' },
  'panel.datePublished': { en: 'Published on', es: 'Publicado el' },
  'panel.dateScheduled': { en: 'Listed from', es: 'Visible desde' },
  'panel.dateUnpublished': { en: 'Leaves the newsroom', es: 'Sale de la sala de prensa' },
  'panel.unsaved': {
    en: 'Save your changes first: Publish puts the saved draft on the site.',
    es: 'Guarde antes los cambios: Publicar lleva al sitio el borrador guardado.',
  },
  'panel.loading': { en: 'Reading the state…', es: 'Leyendo el estado…' },
  'panel.error': { en: 'The state could not be read: {message}', es: 'No se pudo leer el estado: {message}' },
  'action.publish': { en: 'Publish', es: 'Publicar' },
  'action.unpublish': { en: 'Unpublish', es: 'Retirar' },
  'action.unpublish.title': { en: 'Unpublish this page?', es: '¿Retirar esta página?' },
  'action.unpublish.body': {
    en: 'The site stops showing it. The draft stays, and you can publish it again.',
    es: 'El sitio deja de mostrarla. El borrador se conserva y puede volver a publicarla.',
  },
  'notify.published': { en: 'Published: the site shows the saved draft now.', es: 'Publicado: el sitio muestra ya el borrador guardado.' },
  'notify.published.withoutPublishDate': {
    en: 'Published, but the newsroom will not list this article, and its page stays hidden, until it has a publish date: set “Publish date” in the article’s settings, save and publish again.',
    es: 'Publicado, pero la sala de prensa no listará este artículo, y su página seguirá oculta, hasta que tenga fecha de publicación: indique la “Fecha de publicación” en los ajustes del artículo, guarde y publique de nuevo.',
  },
  'notify.published.unchanged': {
    en: 'Nothing new to publish: the site already shows this draft.',
    es: 'Nada nuevo que publicar: el sitio ya muestra este borrador.',
  },
  'notify.unpublished': { en: 'Unpublished: the site no longer shows it.', es: 'Retirado: el sitio ya no lo muestra.' },
  'notify.unpublished.unchanged': { en: 'It was not published.', es: 'No estaba publicado.' },
  'notify.failed': { en: 'It did not work: {message}', es: 'No ha funcionado: {message}' },
} as const satisfies Record<string, { en: string; es: string }>;

export type MessageKey = keyof typeof MESSAGES;

const STATE_ES: Record<DocumentState, { label: string; meaning: string }> = {
  draft: { label: 'Solo borrador', meaning: 'Nunca publicado: solo los editores lo ven, en la vista previa.' },
  published: { label: 'Publicado', meaning: 'En el sitio, igual que el borrador guardado.' },
  changed: { label: 'Cambiado desde la publicación', meaning: 'En el sitio, pero el borrador guardado tiene cambios sin publicar.' },
  scheduled: { label: 'Programado', meaning: 'Publicado, con una fecha de publicación o programación aún por llegar: el sitio lo muestra desde esa fecha.' },
  unpublished: {
    label: 'Retirado',
    meaning: 'Ya no está en el sitio: se retiró, o pasó su fecha de retirada. El borrador se conserva y puede publicarse de nuevo.',
  },
};

/** Our strings live under this prefix (Strapi's translations are one flat map for the whole admin). */
export const PREFIX = 'pages-publishing';
export const stateLabelId = (state: DocumentState) => `${PREFIX}.state.${state}`;
export const stateMeaningId = (state: DocumentState) => `${PREFIX}.state.${state}.meaning`;
export const messageId = (key: MessageKey) => `${PREFIX}.${key}`;

type Language = 'en' | 'es';

function ownMessages(language: Language): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(MESSAGES)) messages[messageId(key as MessageKey)] = text[language];
  for (const state of DOCUMENT_STATES) {
    messages[stateLabelId(state)] = language === 'en' ? STATE_LABEL[state] : STATE_ES[state].label;
    messages[stateMeaningId(state)] = language === 'en' ? STATE_MEANING[state] : STATE_ES[state].meaning;
  }
  return messages;
}

/** Strapi looks a content type's name up by its display name (the schema's). */
const DISPLAY_NAMES: Record<string, string> = {
  'api::article.article': article.info.displayName,
  'api::landing-page.landing-page': landingPage.info.displayName,
};

/**
 * Component names, component categories and enumeration values (both languages: their only
 * English names are these), and in Spanish the page types' names and every field label.
 */
function modelMessages(language: Language): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const [uid, texts] of Object.entries(MODEL_TEXTS)) if (texts.name) messages[uid] = texts.name[language];
  for (const [value, label] of Object.entries(ENUM_LABELS)) messages[value] = label[language];
  for (const [group, name] of Object.entries(GROUP_NAMES)) {
    if (!group.includes('::')) messages[group] = name[language];
    else if (language === 'es' && DISPLAY_NAMES[group]) messages[DISPLAY_NAMES[group]!] = name.es;
  }
  if (language === 'en') return messages;
  for (const uid of PAGE_UIDS) {
    for (const name of Object.keys(MODEL_TEXTS[uid]?.fields ?? {})) messages[`content-manager.content-types.${uid}.${name}`] = fieldTexts(uid, name).es;
  }
  for (const [uid, fields] of Object.entries(COMPONENT_FIELDS)) {
    for (const name of Object.keys(fields)) messages[`content-manager.components.${uid}.${name}`] = fieldTexts(uid, name).es;
  }
  return messages;
}

export const translations = {
  en: { ...ownMessages('en'), ...modelMessages('en') },
  es: { ...ownMessages('es'), ...modelMessages('es') },
};
