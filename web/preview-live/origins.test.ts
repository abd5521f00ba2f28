import { describe, expect, it } from 'vitest';
import { builderOrigins } from './origins';

describe('builderOrigins', () => {
  it('reads BUILDER_ORIGINS (comma-separated) and BUILDER_URL as origins', () => {
    expect(builderOrigins({ BUILDER_ORIGINS: 'https://builder.example.com, http://127.0.0.1:5173/', BUILDER_URL: 'https://builder.example.com/App/Dashboard/Index' })).toEqual([
      'https://builder.example.com',
      'http://127.0.0.1:5173',
    ]);
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
