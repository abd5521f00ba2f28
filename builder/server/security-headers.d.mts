export const PERMISSIONS_POLICY: string;
export const RESOURCE_POLICY: string;
export const HSTS: string;
export function appPolicy(options: { webUrl: string; dev?: boolean }): string;
export function securityHeaders(kind: 'app' | 'resource', options: { webUrl: string; dev?: boolean }): Record<string, string>;
export function strictTransportSecurity(
  req: { headers: Record<string, string | string[] | undefined>; socket?: object },
  server: { production: boolean; proxied: boolean },
): string | null;
