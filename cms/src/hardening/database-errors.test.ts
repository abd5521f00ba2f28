import { errors } from '@strapi/utils';
import { describe, expect, it } from 'vitest';
import { clientDataError } from './database-errors';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('clientDataError', () => {
  it.each([
    ['22001', 'update "admin_users" set "lastname" = $1 - value too long for type character varying(255)', 'value too long for type character varying(255)'],
    ['22P02', 'select … where "id" = $1 - invalid input syntax for type integer: "x"', 'invalid input syntax for type integer: "x"'],
    ['22003', 'value "99999999999" is out of range for type integer', 'value "99999999999" is out of range for type integer'],
    ['22007', 'invalid input syntax for type timestamp: "2026-13-45"', 'invalid input syntax for type timestamp: "2026-13-45"'],
  ])('a data exception (%s) is a 400 with what the database said', (code, message, reason) => {
    const error = clientDataError(pgError(code, message));
    expect(error).toBeInstanceOf(errors.ValidationError);
    expect(error?.message).toBe(`A value in the request does not fit its field: ${reason}`);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42703', 'column t0.articles does not exist'],
    ['ECONNREFUSED', 'connect ECONNREFUSED'],
  ])('anything else (%s) stays what it was', (code, message) => {
    expect(clientDataError(pgError(code, message))).toBeNull();
  });

  it('ignores what is not an error', () => {
    expect(clientDataError(undefined)).toBeNull();
    expect(clientDataError('22001')).toBeNull();
  });
});
