import { factories } from '@strapi/strapi';
import { guardedQueries } from '../../../hardening/core-routes';

export default factories.createCoreRouter('api::industry.industry', { only: ['find', 'findOne'], config: guardedQueries('api::industry.industry') });
