/** The balancer in front of each tier: deploy/nginx/scale.conf with this run's addresses (testing/balancer.mjs), as a child. */
import path from 'node:path';
import { children } from './processes.mjs';
import { logDir, logFile, PORTS, work } from './topology.mjs';

const { startBalancer } = await import('testing/balancer');

const local = (port) => `127.0.0.1:${port}`;

/** Writes the configuration, checks it with `nginx -t` and starts nginx, one of the run's children (stopped with the rest). */
export function startNginx() {
  const nginx = startBalancer({
    site: [local(PORTS.web1), local(PORTS.web2)],
    cms: [local(PORTS.cms1), local(PORTS.cms2)],
    listen: { site: local(PORTS.site), cms: local(PORTS.cms), cmsInternal: local(PORTS.cmsInternal) },
    work,
    logDir,
    out: logFile('nginx'),
  });
  children.set('nginx', nginx);
}

/** The balancer's error log: each upstream failure it saw is a line there. */
export const NGINX_ERROR_LOG = path.join(logDir, 'nginx-error.log');
