/** The balancer in front of each tier: deploy/nginx/scale.conf with this run's addresses, as a foreground child. */
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { start } from './processes.mjs';
import { logDir, NGINX, PORTS, root, work } from './topology.mjs';

/**
 * The balancer's configuration: docker compose's (deploy/nginx/scale.conf: round robin, passive health
 * checks, idempotent requests retried on the other instance; nginx never resends a POST), with this
 * run's addresses and nginx running as a foreground child whose files are all in the work directory.
 */
function nginxConfig() {
  let conf = readFileSync(path.join(root, 'deploy/nginx/scale.conf'), 'utf8');
  const swap = (from, to) => {
    if (!conf.includes(from)) throw new Error(`deploy/nginx/scale.conf no longer has "${from}": update scripts/cluster/nginx.mjs`);
    conf = conf.replace(from, to);
  };
  swap('server web:3000 ', `server 127.0.0.1:${PORTS.web1} `);
  swap('server web-2:3000 ', `server 127.0.0.1:${PORTS.web2} `);
  swap('server cms:1337 ', `server 127.0.0.1:${PORTS.cms1} `);
  swap('server cms-2:1337 ', `server 127.0.0.1:${PORTS.cms2} `);
  swap('listen 8000;', `listen 127.0.0.1:${PORTS.site};`);
  swap('listen 8337;', `listen 127.0.0.1:${PORTS.cms};`);
  swap('listen 8338;', `listen 127.0.0.1:${PORTS.cmsInternal};`);
  swap('/var/cache/nginx/site ', `${work}/cache/site `);
  swap('/var/cache/nginx/api ', `${work}/cache/api `);
  // One worker per core, as in the scale profile (auto), so that the balancer's throughput is measured as deployed.
  swap('worker_processes auto;', `daemon off;\nmaster_process on;\nworker_processes auto;\npid ${work}/nginx.pid;\nerror_log ${logDir}/nginx-error.log warn;`);
  swap(
    'http {',
    // keepalive_requests: nginx closes a client's keep-alive connection after 1,000 requests (its default), and
    // autocannon, which sends the next request as soon as an answer is read, can meet that close as a socket
    // error: at 32 connections, 60 s of load makes about 1,200 requests on each. Browsers reconnect.
    `http {\n  access_log off;\n  keepalive_requests 1000000;\n  client_body_temp_path ${work}/client_body;\n  proxy_temp_path ${work}/proxy;\n  fastcgi_temp_path ${work}/fastcgi;\n  uwsgi_temp_path ${work}/uwsgi;\n  scgi_temp_path ${work}/scgi;`,
  );
  return conf;
}

/** Writes the configuration, checks it with `nginx -t` and starts nginx. */
export function startNginx() {
  // nginx started by root runs its workers as nobody: they buffer large answers (Next's chunks) in the
  // temp paths under the work directory, which mkdtemp made 0700. Let them through (not list) it.
  chmodSync(work, 0o711);
  // The micro-cache's directories are made by nginx under this one (the nginx image has /var/cache/nginx).
  mkdirSync(path.join(work, 'cache'), { recursive: true });
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  const check = spawnSync(NGINX, ['-t', '-p', work, '-c', path.join(work, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  start('nginx', NGINX, ['-p', work, '-c', path.join(work, 'nginx.conf')], {});
}

/** The balancer's error log: each upstream failure it saw is a line there. */
export const NGINX_ERROR_LOG = path.join(logDir, 'nginx-error.log');
