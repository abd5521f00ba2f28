import { describe, expect, it } from 'vitest';
import { builderOrigins, cmsAdminOrigins, previewFrameAncestors } from './origins';

describe('builderOrigins', () => {
  it('reads BUILDER_ORIGINS (comma-separated) and BUILDER_URL as origins', () => {
    expect(
      builderOrigins({
        BUILDER_ORIGINS: 'https://builder.example.com, http://127.0.0.1:5173/',
        BUILDER_URL: 'https://builder.example.com/App/Dashboard/Index',
      }),
    ).toEqual(['https://builder.example.com', 'http://127.0.0.1:5173']);
  });

  it('is empty (live preview off) when unset', () => {
    expect(builderOrigins({})).toEqual([]);
    expect(builderOrigins({ BUILDER_ORIGINS: ' , ' })).toEqual([]);
  });

  it('names a value that is not an http(s) origin', () => {
    expect(() => builderOrigins({ BUILDER_ORIGINS: 'builder.example.com' })).toThrow('BUILDER_ORIGINS: "builder.example.com" is not an origin');
    expect(() => builderOrigins({ BUILDER_ORIGINS: 'ftp://builder.example.com' })).toThrow('must be http(s)');
  });
});

describe('previewFrameAncestors', () => {
  it('lets the builder and the CMS admin frame the preview (CMS_ADMIN_ORIGINS), each once', () => {
    const env = { BUILDER_ORIGINS: 'http://localhost:5173', CMS_ADMIN_ORIGINS: 'http://localhost:1337, http://127.0.0.1:1337/admin' };
    expect(cmsAdminOrigins(env)).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
    expect(previewFrameAncestors(env)).toEqual(['http://localhost:5173', 'http://localhost:1337', 'http://127.0.0.1:1337']);
    expect(previewFrameAncestors({})).toEqual([]);
  });

  it('names a CMS admin origin that is not one', () => {
    expect(() => cmsAdminOrigins({ CMS_ADMIN_ORIGINS: 'localhost:1337' })).toThrow(/CMS_ADMIN_ORIGINS: "localhost:1337"/);
  });
});
