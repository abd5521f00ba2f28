import type { StrapiApp } from '@strapi/strapi/admin';
import type { ContentManagerPlugin } from '@strapi/content-manager/strapi-admin';
import { PublishPageAction, UnpublishPageAction } from './publishing/actions';
import { injectPageColumns } from './publishing/list-columns';
import { PublicationPanel } from './publishing/PublicationPanel';
import { translations } from './translations';

/**
 * Strapi's admin panel, configured for people who manage articles and landing pages (README, "For
 * admins"): its Spanish interface with our labels, each page's computed state in the list and the
 * edit view, and Publish / Unpublish buttons that call the CMS's publish actions. Labels,
 * descriptions, layouts and main fields are the content-manager configuration the server writes on
 * start (src/admin-views).
 */
export default {
  config: {
    locales: ['es'],
    translations,
  },
  bootstrap(app: StrapiApp) {
    const apis = app.getPlugin('content-manager').apis as ContentManagerPlugin['config']['apis'];
    // Publish first (the panel's main button), Save second, Unpublish in the "more" menu after it.
    apis.addDocumentAction((actions) => {
      const save = actions.findIndex((action) => action.type === 'update');
      return [PublishPageAction, ...actions.slice(0, save + 1), UnpublishPageAction, ...actions.slice(save + 1)];
    });
    apis.addEditViewSidePanel((panels) => {
      const at = panels.findIndex((panel) => panel.type === 'actions') + 1;
      return [...panels.slice(0, at), PublicationPanel, ...panels.slice(at)];
    });
    app.registerHook('Admin/CM/pages/ListView/inject-column-in-table', injectPageColumns);
  },
};
