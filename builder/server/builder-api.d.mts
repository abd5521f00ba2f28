import type { IncomingMessage, ServerResponse } from 'node:http';

export function previewUrl(query: URLSearchParams, env: { webUrl: string; secret: string }): { url: string } | { problem: string };
export function builderApi(req: IncomingMessage, res: ServerResponse): Promise<void>;
