import { describe, expect, it } from 'vitest';
import { errors } from '@strapi/utils';
import { bodyParseError } from './body-errors';

/** A formidable error as formidable builds it (message, numeric code, httpCode). */
const formidable = (message: string, code: number, httpCode: number) => Object.assign(new Error(message), { code, httpCode });
const status = (message: string, value: number) => Object.assign(new Error(message), { status: value });

describe('bodyParseError', () => {
  it.each([
    [
      formidable('bad content-type header, no multipart boundary', 1013, 400),
      'The request body could not be read: bad content-type header, no multipart boundary',
    ],
    [
      formidable('MultipartParser.end(): stream ended unexpectedly: state = PART_DATA', 1012, 400),
      'The request body could not be read: MultipartParser.end(): stream ended unexpectedly: state = PART_DATA',
    ],
    [formidable('unknown transfer-encoding', 1014, 501), 'The request body could not be read: unknown transfer-encoding'],
    [formidable('Request aborted', 1002, 500), 'The request body could not be read: Request aborted'],
    [status('Unexpected token } in JSON at position 9', 400), 'The request body could not be read: Unexpected token } in JSON at position 9'],
    [status('request size did not match content length', 400), 'The request body could not be read: request size did not match content length'],
  ])('a client mistake is a 400 naming it: %s', (error, message) => {
    const mapped = bodyParseError(error);
    expect(mapped).toBeInstanceOf(errors.ValidationError);
    expect(mapped.message).toBe(message);
  });

  it.each([status('request entity too large', 413), formidable('options.maxFileSize (10 bytes) exceeded, received 11 bytes of file data', 1009, 413)])(
    'a body over the limit is a 413: %s',
    (error) => {
      expect(bodyParseError(error)).toBeInstanceOf(errors.PayloadTooLargeError);
    },
  );

  it('anything else stays the server error it is', () => {
    const disk = Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    expect(bodyParseError(disk)).toBe(disk);
  });
});
