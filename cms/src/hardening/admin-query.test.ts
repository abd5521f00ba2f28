import { describe, expect, it } from 'vitest';
import { adminQueryModel } from './admin-query';

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
  ])('%s → %s', (path, uid) => {
    expect(adminQueryModel(path)).toBe(uid);
  });

  it.each(['/content-manager/relations/api::article.article/categories', '/publishing/schedules', '/admin/roles/1/permissions', '/content-manager/collection-types/%E0%A4%A'])(
    '%s → none',
    (path) => {
      expect(adminQueryModel(path)).toBeNull();
    },
  );
});
