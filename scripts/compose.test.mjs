/**
 * docker-compose.yml's scale profile (no Docker engine here, so checked by reading it): the topology the
 * README promises (two CMS and two site instances, nginx in front of each tier, Redis and MinIO), the
 * second instances configured exactly as the first, and the balancer's nginx configuration valid
 * (`nginx -t`, with the service names mapped to local addresses) and pointing at every instance.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true });
const services = compose.services;
const nginxConf = fs.readFileSync(path.join(root, 'deploy/nginx/scale.conf'), 'utf8');

/** The `server` lines of an nginx upstream block. */
function upstreamServers(name) {
  const block = nginxConf.split(`upstream ${name} {`)[1]?.split('}')[0];
  assert.ok(block, `deploy/nginx/scale.conf has no upstream ${name}`);
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('server '));
}

test('the default deployment is one of each; the scale profile adds the second instances, the balancer and the shared stores', () => {
  const byProfile = (profile) =>
    Object.entries(services)
      .filter(([, service]) => (service.profiles ?? []).includes(profile) || (!profile && !service.profiles))
      .map(([name]) => name)
      .sort();
  assert.deepEqual(byProfile(undefined), ['builder', 'cms', 'postgres', 'web']);
  assert.deepEqual(byProfile('scale'), ['cms-2', 'lb', 'minio', 'minio-init', 'redis', 'web-2']);
});

test('cms-2 and web-2 are built and configured as cms and web, and publish no port (they are reached through lb)', () => {
  for (const [first, second] of [
    ['cms', 'cms-2'],
    ['web', 'web-2'],
  ]) {
    assert.deepEqual(services[second].build, services[first].build, `${second} builds what ${first} builds`);
    assert.deepEqual(services[second].environment, services[first].environment, `${second} has ${first}'s settings`);
    assert.deepEqual(services[second].healthcheck, services[first].healthcheck);
    assert.deepEqual(services[second].ports, []);
  }
  assert.deepEqual(services['cms-2'].volumes, services.cms.volumes, 'both CMS instances see the same uploads volume when no bucket is set');
  assert.ok(services.web.environment.REDIS_URL !== undefined && services.cms.environment.S3_BUCKET !== undefined);
});

test('lb serves deploy/nginx/scale.conf after every instance is healthy; each upstream lists both instances with passive health checks', () => {
  const lb = services.lb;
  assert.ok(lb.volumes.includes('./deploy/nginx/scale.conf:/etc/nginx/nginx.conf:ro'));
  assert.deepEqual(Object.keys(lb.depends_on).sort(), ['cms', 'cms-2', 'web', 'web-2']);
  for (const dependency of Object.values(lb.depends_on)) assert.equal(dependency.condition, 'service_healthy');
  assert.deepEqual(
    upstreamServers('site').map((line) => line.split(/\s+/)[1]),
    ['web:3000', 'web-2:3000'],
  );
  assert.deepEqual(
    upstreamServers('cms').map((line) => line.split(/\s+/)[1]),
    ['cms:1337', 'cms-2:1337'],
  );
  for (const line of [...upstreamServers('site'), ...upstreamServers('cms')]) assert.match(line, /max_fails=\d+ fail_timeout=\d+s;$/);
  assert.match(nginxConf, /proxy_next_upstream error timeout http_502 http_503 http_504;/);
  assert.deepEqual(lb.ports, ['8000:8000', '8337:8337']);
});

test("behind the balancer: each server trusts one proxy, reachable on the host's loopback only; nginx replaces X-Forwarded-For", () => {
  for (const name of ['cms', 'web', 'builder']) {
    const { environment, ports } = services[name];
    assert.equal(environment.IS_PROXIED, 'true', `${name} runs behind a proxy`);
    assert.equal(environment.PROXY_HOPS, '${PROXY_HOPS:-1}', `${name} trusts one proxy unless told otherwise`);
    // A client reaching the server past the proxy could write any address into X-Forwarded-For.
    for (const port of ports) assert.match(port, /^127\.0\.0\.1:/, `${name} publishes ${port} on the loopback only`);
  }
  // The instances take the entry nginx writes as the client: what the client sent in the header is dropped.
  assert.match(nginxConf, /^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
  assert.doesNotMatch(nginxConf, /\$proxy_add_x_forwarded_for/);
  // Both CMS instances count the rate limits in the shared Redis; the site sends the visitor's address with its token.
  assert.ok(services.cms.environment.REDIS_URL !== undefined);
  for (const name of ['cms', 'web']) assert.match(services[name].environment.NEWSLETTER_INGEST_TOKEN, /^\$\{NEWSLETTER_INGEST_TOKEN:\?/);
});

test('the micro-cache: pages and the public API only, never with credentials, a session cookie, a preview or a draft status; the uncached listener is not published', () => {
  const location = (server, path) => {
    const block = nginxConf.split(`listen ${server};`)[1]?.split(`location ${path} {`)[1]?.split('}')[0];
    assert.ok(block, `deploy/nginx/scale.conf has no location ${path} on ${server}`);
    return block;
  };
  for (const [server, path, zone, skip] of [
    ['8000', '/', 'site_pages', '$personal_request $uncached_site_path'],
    ['8337', '/api/', 'cms_api', '$personal_request $status_query'],
  ]) {
    const block = location(server, path);
    assert.match(block, new RegExp(`proxy_cache ${zone};`));
    assert.ok(block.includes(`proxy_cache_bypass ${skip};`), `${server} ${path} skips the cache for ${skip}`);
    assert.ok(block.includes(`proxy_no_cache ${skip} $private_answer;`), `${server} ${path} never stores ${skip} or a private answer`);
  }
  // The admin and its APIs on the CMS, and the site instances' own listener: no cache at all.
  assert.doesNotMatch(location('8337', '/'), /proxy_cache/);
  assert.doesNotMatch(nginxConf.split('listen 8338;')[1]?.split('}')[0] ?? '', /proxy_cache/);
  assert.match(nginxConf, /"~\(\?:\^\|;\)\\s\*\(\?:strapi_admin_refresh\|__prerender_bypass\|__next_preview_data\|/);
  assert.match(nginxConf, /^\s*"0:" 0;$/m);
  assert.match(nginxConf, /proxy_cache_lock on;/);
  assert.match(nginxConf, /proxy_cache_use_stale updating /);
  assert.match(nginxConf, /proxy_set_header X-Forwarded-Host \$http_host;/);
  assert.ok(!services.lb.ports.some((port) => port.includes('8338')), 'the uncached listener is for the site instances only');
});

test("nginx accepts the balancer's configuration", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scale-nginx-'));
  try {
    fs.mkdirSync(path.join(dir, 'logs'));
    // The micro-cache's parent directory (the nginx image has /var/cache/nginx); nginx makes the last level.
    fs.mkdirSync(path.join(dir, 'cache'));
    // Docker's DNS names resolve only inside compose's network: map them to local addresses for the check.
    const local = nginxConf
      .replace('server web:3000', 'server 127.0.0.1:3000')
      .replace('server web-2:3000', 'server 127.0.0.2:3000')
      .replace('server cms:1337', 'server 127.0.0.1:1337')
      .replace('server cms-2:1337', 'server 127.0.0.2:1337')
      .replaceAll('/var/cache/nginx/', `${dir}/cache/`);
    fs.writeFileSync(path.join(dir, 'nginx.conf'), local);
    const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    // Throws (the test fails) when nginx refuses the configuration.
    execFileSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
