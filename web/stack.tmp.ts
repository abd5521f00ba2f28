import { writeFileSync } from 'node:fs';
import globalSetup from './e2e/global-setup';
import globalTeardown from './e2e/global-teardown';
let stopping = false;
const stop = async () => { if (stopping) return; stopping = true; await globalTeardown(); process.exit(0); };
process.on('SIGTERM', stop); process.on('SIGINT', stop);
globalSetup().then(() => { writeFileSync('/tmp/wt-site-stack.json', JSON.stringify({ base: process.env.E2E_BASE_URL, cms: process.env.E2E_CMS_URL })); console.log('up', process.env.E2E_BASE_URL); setInterval(() => undefined, 1 << 30); }, async (e) => { console.error(e); await globalTeardown(); process.exit(1); });
