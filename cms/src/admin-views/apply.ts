import type { Core } from '@strapi/strapi';
import { PAGE_UIDS } from 'contract/rules';
import { planConfiguration, type Applied, type CmConfiguration, type CmModel } from './configuration';

/**
 * Applies our admin views (field-texts.ts, page-views.ts) to Strapi's content-manager configuration
 * on every start, through the content-manager's own services, after Strapi has synchronised the
 * stored configuration with the schemas (its bootstrap runs before the app's). What an admin changed
 * by hand since our last write is kept (configuration.ts); what we wrote, per path, is kept in the
 * core store `admin-views`.
 */
interface ConfigurationService {
  findConfiguration(model: CmModel): Promise<CmConfiguration & { uid: string }>;
  updateConfiguration(model: CmModel, configuration: CmConfiguration): Promise<unknown>;
}

const STORE = { type: 'core', name: 'admin-views' } as const;
const APPLIED_KEY = 'applied';

export interface ApplyReport {
  /** Models whose stored configuration changed now. */
  updated: string[];
  /** Paths an admin changed by hand, left as they are (uid → paths). */
  kept: Record<string, string[]>;
}

export async function applyAdminViews(strapi: Core.Strapi): Promise<ApplyReport> {
  const contentManager = strapi.plugin('content-manager');
  const contentTypes = contentManager.service('content-types') as unknown as ConfigurationService & { findContentType(uid: string): CmModel | undefined };
  const components = contentManager.service('components') as unknown as ConfigurationService & { findAllComponents(): CmModel[] };
  const store = strapi.store(STORE);
  const applied = ((await store.get({ key: APPLIED_KEY })) ?? {}) as Record<string, Applied>;
  const report: ApplyReport = { updated: [], kept: {} };

  const models: Array<[CmModel, ConfigurationService]> = [
    ...PAGE_UIDS.map((uid) => contentTypes.findContentType(uid))
      .filter((model): model is CmModel => !!model)
      .map((model) => [model, contentTypes] as [CmModel, ConfigurationService]),
    ...components.findAllComponents().map((model) => [model, components] as [CmModel, ConfigurationService]),
  ];
  const nextApplied: Record<string, Applied> = {};
  for (const [model, service] of models) {
    const { uid, settings, metadatas, layouts } = await service.findConfiguration(model);
    const plan = planConfiguration(model, { settings, metadatas, layouts }, applied[uid]);
    nextApplied[uid] = plan.applied;
    if (plan.kept.length) report.kept[uid] = plan.kept;
    if (!plan.written.length) continue;
    await service.updateConfiguration(model, plan.configuration);
    report.updated.push(uid);
  }
  if (JSON.stringify(nextApplied) !== JSON.stringify(applied)) await store.set({ key: APPLIED_KEY, value: nextApplied });
  return report;
}
