import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::industry.industry', { only: ['find', 'findOne'] });
