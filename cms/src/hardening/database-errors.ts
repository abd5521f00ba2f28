import { errors } from '@strapi/utils';

/**
 * PostgreSQL refuses a value that does not fit its column with a "data exception" (SQLSTATE class
 * 22): text longer than a `varchar(255)`, "x" for an integer id, a number out of range, an invalid
 * date. Such a value came from the request, whichever of Strapi's routes let it through its own
 * validation (the admin's profile, the media library's folders): the answer is a 400 that says what
 * the database said, never a 500. PostgreSQL's message for these names the type and the value, not
 * the table.
 */
const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;

interface DatabaseError {
  code?: unknown;
  message?: unknown;
}

/** The 400 to answer instead of `error`, or null when it is not a data exception. */
export function clientDataError(error: unknown): errors.ValidationError | null {
  if (!error || typeof error !== 'object') return null;
  const { code, message } = error as DatabaseError;
  if (typeof code !== 'string' || !DATA_EXCEPTION.test(code) || typeof message !== 'string') return null;
  // knex prefixes the SQL: "update … - value too long for type character varying(255)".
  const reason = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return new errors.ValidationError(`A value in the request does not fit its field: ${reason}`);
}
