# syntax=docker/dockerfile:1
# The images of the three apps, from the repository root, one target each (docker-compose.yml builds them):
#   docker build --target cms -t platform-cms .
#   docker build --target web -t platform-web .
#   docker build --target builder -t platform-builder .
# Each app installs only its own workspaces; what they share is written once: the Node image and the
# workspace manifests the installs read.

ARG NODE_IMAGE=node:20-bookworm-slim

# The manifests every install reads (a manifest change invalidates the installs, nothing else does).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY cms/package.json cms/
COPY seeds/package.json seeds/
COPY widget/package.json widget/
COPY web/package.json web/
COPY builder/package.json builder/

# What the site and the builder install from. Both import TypeScript source from cms (block types,
# taxonomy, the content rules), not the CMS itself: their installs leave its dependencies out, and
# `npm ci --workspace` links no workspace it was not asked for, so each links cms by hand after it.
FROM ${NODE_IMAGE} AS install
WORKDIR /app
# Tests are not run in images: no browser downloads.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NEXT_TELEMETRY_DISABLED=1
COPY --from=manifests /app /app

# What every image runs on.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app

# ---- CMS (Strapi, with the seeds for `npm run seed`) ----
FROM ${NODE_IMAGE} AS cms-build
# better-sqlite3 and sharp may need to build from source when no prebuilt binary is reachable.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=manifests /app /app
RUN npm ci --workspace cms --workspace seeds --include-workspace-root
COPY cms cms
COPY seeds seeds
# The admin's Preview mints the site's preview tokens with the site's module (web/preview-token),
# linked like the builder's: the site's package manifest (from manifests) and that one file.
COPY web/preview-live/preview-token.mjs web/preview-live/preview-token.d.mts web/preview-live/
COPY web/security/permissions.mjs web/security/permissions.d.mts web/security/
RUN ln -sfn ../web node_modules/web
ENV NODE_ENV=production
RUN npm run build -w cms

FROM runtime AS cms
ENV HOST=0.0.0.0 PORT=1337
COPY --from=cms-build --chown=node:node /app /app
RUN mkdir -p /app/cms/public/uploads && chown -R node:node /app/cms/public/uploads
USER node
EXPOSE 1337
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:1337/_health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "cms"]

# ---- The public site (Next.js, served by web/server/main.mjs) ----
FROM install AS web-build
RUN npm ci --workspace web --workspace widget --include-workspace-root --ignore-scripts && ln -sfn ../cms node_modules/cms
COPY cms cms
COPY widget widget
COPY web web
ENV NODE_ENV=production
RUN npm run build -w web

FROM runtime AS web
ENV NEXT_TELEMETRY_DISABLED=1 WEB_PORT=3000
COPY --from=web-build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:3000/robots.txt').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["npm", "run", "start", "-w", "web"]

# ---- The page builder (React + Vite, served by builder/server/server.mjs) ----
FROM install AS builder-build
# The builder's server, which vite.config.ts loads too, imports the site's preview-token module
# (`web/preview-token`): the site's package and that file, linked like cms. The bundle imports the
# page canvas's message rules (`web/preview-protocol`).
RUN npm ci --workspace builder --include-workspace-root --ignore-scripts && ln -sfn ../cms node_modules/cms && ln -sfn ../web node_modules/web
COPY cms cms
COPY web/preview-live/preview-token.mjs web/preview-live/preview-token.d.mts web/preview-live/protocol.ts web/preview-live/
COPY web/security/permissions.mjs web/security/permissions.d.mts web/security/
COPY builder builder
ENV NODE_ENV=production
RUN npm run build -w builder

FROM runtime AS builder
ENV BUILDER_PORT=5173
# The builder's server only needs its own files, the built app, and the site's preview-token and
# security-permissions modules
# (it mints the preview frame's short-lived tokens: web/preview-live/preview-token.mjs, linked as
# node_modules/web).
COPY --from=builder-build --chown=node:node /app/package.json /app/package.json
COPY --from=builder-build --chown=node:node /app/node_modules /app/node_modules
COPY --from=builder-build --chown=node:node /app/builder /app/builder
COPY --from=builder-build --chown=node:node /app/web/package.json /app/web/package.json
COPY --from=builder-build --chown=node:node /app/web/preview-live /app/web/preview-live
COPY --from=builder-build --chown=node:node /app/web/security /app/web/security
RUN ln -sfn ../web /app/node_modules/web
USER node
EXPOSE 5173
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:5173/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
WORKDIR /app/builder
CMD ["node", "server/server.mjs"]
