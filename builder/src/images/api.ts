import { api, HttpError } from '../api/http';
import { useAuth } from '../auth/auth-store';
import type { UploadFile } from '../store/slices/images';

export async function listImages(): Promise<UploadFile[]> {
  const result = await api<{ results: UploadFile[] }>('/upload/files', {
    query: { page: 1, pageSize: 100, sort: 'createdAt:DESC', 'filters[mime][$startsWith]': 'image/' },
  });
  return result.results;
}

export const deleteImage = (id: number) => api<unknown>(`/upload/files/${id}`, { method: 'DELETE' });

/** The smallest rendition for a thumbnail. */
export function thumbnailOf(file: Pick<UploadFile, 'url' | 'formats'>): string {
  return file.formats?.thumbnail?.url ?? file.formats?.small?.url ?? file.url;
}

function send(file: File, alternativeText: string, token: string | null, onProgress: (fraction: number) => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append('files', file);
    form.append('fileInfo', JSON.stringify({ name: file.name, alternativeText, caption: '' }));
    const request = new XMLHttpRequest();
    request.open('POST', '/upload');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => resolve({ status: request.status, body: request.responseText });
    request.onerror = () => resolve({ status: 0, body: '' });
    request.send(form);
  });
}

/** POST /upload with progress (fetch cannot report upload progress, XMLHttpRequest can). */
export async function uploadImage(file: File, alternativeText: string, onProgress: (fraction: number) => void): Promise<UploadFile> {
  let answer = await send(file, alternativeText, useAuth.getState().token, onProgress);
  if (answer.status === 401) answer = await send(file, alternativeText, await useAuth.getState().refresh(), onProgress);
  if (answer.status === 0) throw new HttpError(0, 'Network Error');
  let body: unknown = null;
  try {
    body = JSON.parse(answer.body);
  } catch {
    body = null;
  }
  if (answer.status < 200 || answer.status >= 300) {
    const message = (body as { error?: { message?: string } } | null)?.error?.message ?? `Request failed with status code ${answer.status}`;
    throw new HttpError(answer.status, message);
  }
  onProgress(1);
  return (body as UploadFile[])[0];
}
