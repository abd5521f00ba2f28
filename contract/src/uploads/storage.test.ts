import { describe, expect, it } from 'vitest';
import { publicUploadsUrl, s3UploadStorage } from './storage.js';

const reader = (vars: Record<string, string>) => (key: string) => vars[key];
const MINIO = {
  S3_BUCKET: 'uploads',
  S3_PUBLIC_URL: 'http://localhost:9000/uploads/',
  S3_ENDPOINT: 'http://minio:9000',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'minio',
  S3_SECRET_ACCESS_KEY: 'minio-secret',
};

describe('s3UploadStorage', () => {
  it('is off (the CMS disk) without S3_BUCKET, also when it is blank', () => {
    expect(s3UploadStorage(reader({}))).toBeNull();
    expect(s3UploadStorage(reader({ S3_BUCKET: '  ', S3_REGION: 'eu-west-1' }))).toBeNull();
  });

  it("configures Strapi's aws-s3 provider for a MinIO bucket", () => {
    const storage = s3UploadStorage(reader(MINIO));
    expect(storage).toEqual({
      bucket: 'uploads',
      publicUrl: 'http://localhost:9000/uploads',
      publicOrigin: 'http://localhost:9000',
      uploadConfig: {
        provider: 'aws-s3',
        providerOptions: {
          baseUrl: 'http://localhost:9000/uploads',
          s3Options: {
            region: 'us-east-1',
            endpoint: 'http://minio:9000',
            forcePathStyle: true,
            credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
            params: { Bucket: 'uploads', ACL: 'public-read' },
          },
        },
      },
    });
  });

  it('on AWS: no endpoint, virtual-hosted style, default credentials, ACLs off on request', () => {
    const storage = s3UploadStorage(reader({ S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://media.example.com', S3_REGION: 'eu-west-1', S3_ACL: 'none' }));
    const s3Options = storage?.uploadConfig.providerOptions.s3Options;
    expect(s3Options).toMatchObject({ region: 'eu-west-1', forcePathStyle: false, params: { Bucket: 'media' } });
    expect(s3Options).not.toHaveProperty('endpoint');
    expect(s3Options).not.toHaveProperty('credentials');
    // Present but undefined: the provider sends no ACL header.
    expect('ACL' in s3Options!.params && s3Options!.params.ACL === undefined).toBe(true);
    expect(storage?.publicOrigin).toBe('https://media.example.com');
  });

  it.each([
    [{ S3_BUCKET: 'b' }, /set S3_PUBLIC_URL too/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'localhost:9000/b' }, /S3_PUBLIC_URL must be an http\(s\) URL/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'not a url' }, /S3_PUBLIC_URL must be an absolute http\(s\) URL/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com/b?x=1' }, /S3_PUBLIC_URL must have no query/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com', S3_ENDPOINT: 'ftp://minio' }, /S3_ENDPOINT must be an http\(s\) URL/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com', S3_ACCESS_KEY_ID: 'k' }, /both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ S3_BUCKET: 'b', S3_PUBLIC_URL: 'https://cdn.example.com', S3_ACL: 'private' }, /S3_ACL must be one of public-read, none/],
    [{ S3_PUBLIC_URL: 'https://cdn.example.com', S3_ENDPOINT: 'http://minio:9000' }, /S3_PUBLIC_URL, S3_ENDPOINT set without S3_BUCKET/],
  ])('refuses %j, naming the variable', (vars, message) => {
    expect(() => s3UploadStorage(reader(vars))).toThrow(message);
  });
});

describe('publicUploadsUrl', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['https://cdn.example.com', 'https://cdn.example.com'],
    ['https://cdn.example.com///', 'https://cdn.example.com'],
    [' http://127.0.0.1:9000/uploads/ ', 'http://127.0.0.1:9000/uploads'],
  ])('%j → %j', (raw, expected) => {
    expect(publicUploadsUrl(raw)).toBe(expected);
  });
});
