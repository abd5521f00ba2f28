export { parseIcs } from './ics/lint';

export const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
