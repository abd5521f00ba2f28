// @ts-check
/**
 * After a new deployment, an old page may ask for a chunk that no longer exists: reload once, and
 * not again within 10 seconds (spec: chunk errors reload the page, guard 10 s). Inlined in <head>
 * so that it runs before any chunk can fail. Plain ESM: the site's security policy (security/policy.mjs)
 * allows it by its hash, and the production server (server/main.mjs) imports that policy.
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export const chunkGuardScript = `(function(){var K='chunk-reload-at',G=${CHUNK_RELOAD_GUARD_MS};document.documentElement.classList.add('js');function isChunk(e){var m=String((e&&(e.message||e.name))||e||'');return /ChunkLoadError|Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(m)}function reload(){try{var last=Number(sessionStorage.getItem(K)||0);if(Date.now()-last<G)return;sessionStorage.setItem(K,String(Date.now()))}catch(_){}location.reload()}addEventListener('error',function(e){if(isChunk(e.error||e))reload()},true);addEventListener('unhandledrejection',function(e){if(isChunk(e.reason))reload()})})();`;
