import type { Core } from '@strapi/strapi';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';

/** Creates the fixed categories and industries, and brings their names and labels up to date. */
export async function ensureTaxonomy(strapi: Core.Strapi): Promise<void> {
  for (const category of CATEGORIES) {
    const existing = await strapi.db.query('api::category.category').findOne({ where: { key: category.key } });
    if (!existing) await strapi.documents('api::category.category').create({ data: { ...category } });
    else if (existing.name !== category.name || existing.label !== category.label) {
      await strapi.documents('api::category.category').update({ documentId: existing.documentId, data: { name: category.name, label: category.label } });
    }
  }
  for (const industry of INDUSTRIES) {
    const existing = await strapi.db.query('api::industry.industry').findOne({ where: { key: industry.key } });
    if (!existing) await strapi.documents('api::industry.industry').create({ data: { ...industry } });
    else if (existing.name !== industry.name) {
      await strapi.documents('api::industry.industry').update({ documentId: existing.documentId, data: { name: industry.name } });
    }
  }
}
