import type { Core } from '@strapi/strapi';
import { DEFAULT_LOCALE } from 'contract/taxonomy';

const NAMES: Record<string, string> = { 'en-US': 'English (United States) (en-US)', 'es-US': 'Spanish (United States) (es-US)' };

interface LocaleService {
  findByCode(code: string): Promise<{ id: number; code: string } | null>;
  create(data: { code: string; name: string; isDefault?: boolean }): Promise<unknown>;
  setDefaultLocale(params: { code: string }): Promise<unknown>;
  delete(locale: { id: number; code: string }): Promise<unknown>;
}

/** en-US (default) and es-US; Strapi's initial "en" goes once nothing uses it. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as unknown as LocaleService;
  for (const code of Object.keys(NAMES)) {
    if (!(await locales.findByCode(code))) await locales.create({ code, name: NAMES[code] });
  }
  await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  const english = await locales.findByCode('en');
  if (english) {
    const used = await strapi.db.connection('articles').where({ locale: 'en' }).first('id');
    if (!used) await locales.delete(english);
  }
}
