import { describe, expect, it } from 'vitest';
import { adminQueryModel as modelOf } from './admin-query';

const targetOf = (uid: string, field: string) => (uid === 'api::article.article' && field === 'categories' ? 'api::category.category' : undefined);
const adminQueryModel = (path: string) => modelOf(path, targetOf);

describe('adminQueryModel', () => {
  it.each([
    ['/content-manager/collection-types/api::article.article', 'api::article.article'],
    ['/content-manager/collection-types/api::article.article/abc123', 'api::article.article'],
    ['/content-manager/single-types/api::home.home/', 'api::home.home'],
    ['/content-manager/collection-types/api%3A%3Acategory.category', 'api::category.category'],
    ['/UPLOAD/FILES', 'plugin::upload.file'],
    ['/upload/files/12', 'plugin::upload.file'],
    ['/upload/folders', 'plugin::upload.folder'],
    ['/admin/users', 'admin::user'],
    ['/admin/roles', 'admin::role'],
    ['/content-manager/relations/api::article.article/categories', 'api::category.category'],
    ['/content-manager/relations/api::article.article/abc123/categories', 'api::category.category'],
  ])('%s → %s', (path, uid) => {
    expect(adminQueryModel(path)).toBe(uid);
  });

  it.each([
    '/content-manager/relations/api::article.article/nope',
    '/content-manager/relations/admin::user/createdBy',
    '/publishing/schedules',
    '/admin/roles/1/permissions',
    '/content-manager/collection-types/%E0%A4%A',
  ])('%s → none', (path) => {
    expect(adminQueryModel(path)).toBeNull();
  });
});
