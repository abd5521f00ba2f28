import { buildWidget } from './build';
import { startServer } from './server';

await buildWidget();
const port = Number(process.env.PORT ?? 5174);
const server = await startServer(port);
console.log(`widget demo: ${server.url}/  (RSVP mock at ${server.url}/api/rsvp/launch-2026/count)`);
