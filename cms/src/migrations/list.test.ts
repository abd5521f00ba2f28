import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './list';

describe('MIGRATIONS', () => {
  it('are numbered 0001, 0002, … in the order they run, each named after its file', () => {
    MIGRATIONS.forEach((migration, i) => {
      expect(migration.name).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(Number(migration.name.slice(0, 4)), migration.name).toBe(i + 1);
      expect(existsSync(path.join(__dirname, `${migration.name}.ts`)), migration.name).toBe(true);
    });
  });
});
