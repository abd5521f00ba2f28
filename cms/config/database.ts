import path from 'path';
import type { Core } from '@strapi/strapi';

/**
 * SQLite (better-sqlite3) is the zero-setup default; PostgreSQL is used in production and tests,
 * chosen by DATABASE_URL (postgres://…) or DATABASE_CLIENT=postgres with its parts.
 */
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Database => {
  const url = env('DATABASE_URL', '');
  const client = env('DATABASE_CLIENT', url ? 'postgres' : 'sqlite');

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) } }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'strapi'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false) && { rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true) },
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: env.int('DATABASE_CONNECTION_TIMEOUT', 60000),
      },
    } as Core.Config.Database;
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT "${client}": use "sqlite" (default) or "postgres".`);
  }
  const filename = env('DATABASE_FILENAME', '.tmp/data.db');
  return {
    connection: {
      client: 'sqlite',
      connection: { filename: path.isAbsolute(filename) ? filename : path.join(__dirname, '..', '..', filename) },
      useNullAsDefault: true,
    },
  };
};

export default config;
