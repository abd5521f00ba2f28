/** The test PostgreSQL server (PGHOST, PGPORT, PGUSER, PGPASSWORD; default 127.0.0.1:5432, postgres, trust). */
export declare const PG: { host: string; port: number; user: string; password: string };
/** The environment that points the CMS (config/database.ts) at `database` on the test PostgreSQL server. */
export declare function postgresEnv(database: string): Record<string, string>;
/** Creates an empty database named `<prefix>_<pid>_<random>` and returns its name. */
export declare function createDatabase(prefix: string): Promise<string>;
/** Drops the database (closing its connections); nothing happens when it does not exist. */
export declare function dropDatabase(name: string): Promise<void>;
/** Drops every database whose name starts with `prefix`. */
export declare function dropDatabasesLike(prefix: string): Promise<void>;
