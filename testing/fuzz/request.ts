/** One generated request: what the fuzzer sends and reports. */
export interface FuzzRequest {
  index: number;
  method: string;
  /** The request target: path and query, percent-encoded (only printable ASCII). */
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** Send the body chunked (no Content-Length). */
  chunked: boolean;
  /** A short description of the body for reports. */
  bodyKind: string;
  /** Bytes written to the socket as they are, instead of a request Node's client would build. */
  raw?: Buffer;
}

export function describeRequest(request: FuzzRequest): string {
  const head = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 60)}…` : v}`)
    .join('; ');
  const target = request.target.length > 200 ? `${request.target.slice(0, 200)}…` : request.target;
  const size = request.body ? `${request.body.length} bytes${request.chunked ? ', chunked' : ''}` : '';
  return `#${request.index} ${request.method} ${target} [${head}] body: ${request.bodyKind}${size ? ` (${size})` : ''}`;
}
