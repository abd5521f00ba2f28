import { factories } from '@strapi/strapi';
import { guardedQueries } from '../../../hardening/core-routes';

export default factories.createCoreRouter('api::category.category', { only: ['find', 'findOne'], config: guardedQueries('api::category.category') });
