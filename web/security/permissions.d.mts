export const FEATURES_OFF: string[];
export function permissionsPolicy(allowances?: string[]): string;
