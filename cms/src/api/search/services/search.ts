import type { Core } from '@strapi/strapi';
import { createSearch } from '../../../search/search';

export default ({ strapi }: { strapi: Core.Strapi }) => createSearch(strapi);
