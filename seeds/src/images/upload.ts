/**
 * Uploads the sample images through Strapi's upload plugin (so formats and metadata are made the
 * usual way), once: an image already in the media library under the same name is reused.
 */
import path from 'node:path';
import { stat } from 'node:fs/promises';
import type { Core } from '@strapi/strapi';
import { IMAGES, type ImageName } from './catalogue';

const FILE = 'plugin::upload.file';
export const ASSETS_DIR = path.resolve(__dirname, '../../assets');

export type ImageIds = ReadonlyMap<ImageName, number>;

interface UploadService {
  upload(input: {
    data: { fileInfo: Record<string, string> };
    files: { filepath: string; originalFilename: string; mimetype: string; size: number };
  }): Promise<Array<{ id: number }>>;
  remove(file: unknown): Promise<unknown>;
}

function uploadService(strapi: Core.Strapi): UploadService {
  return strapi.plugin('upload').service('upload') as unknown as UploadService;
}

export async function uploadSampleImages(strapi: Core.Strapi, log: (message: string) => void): Promise<{ ids: ImageIds; uploaded: number }> {
  const ids = new Map<ImageName, number>();
  let uploaded = 0;
  for (const image of IMAGES) {
    const existing = (await strapi.db.query(FILE).findOne({ where: { name: image.file }, select: ['id'] })) as { id: number } | null;
    if (existing) {
      ids.set(image.file, existing.id);
      continue;
    }
    const filepath = path.join(ASSETS_DIR, image.file);
    const { size } = await stat(filepath).catch((error: unknown) => {
      throw new Error(`Sample image ${filepath} is missing (run scripts/generate-images.ts): ${String(error)}`);
    });
    const [file] = await uploadService(strapi).upload({
      data: { fileInfo: { name: image.file, alternativeText: image.alt, caption: image.label } },
      files: { filepath, originalFilename: image.file, mimetype: 'image/jpeg', size },
    });
    if (!file) throw new Error(`Uploading ${image.file} returned no file`);
    ids.set(image.file, file.id);
    uploaded += 1;
    log(`  uploaded ${image.file}`);
  }
  return { ids, uploaded };
}

export async function removeSampleImages(strapi: Core.Strapi): Promise<number> {
  const files = await strapi.db.query(FILE).findMany({ where: { name: { $in: IMAGES.map((i) => i.file) } } });
  for (const file of files) await uploadService(strapi).remove(file);
  return files.length;
}
