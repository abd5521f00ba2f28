# syntax=docker/dockerfile:1
# The images of the three apps, from the repository root, one target each (docker-compose.yml builds them):
#   docker build --target cms -t platform-cms .
#   docker build --target web -t platform-web .
#   docker build --target builder -t platform-builder .
# Each app installs only its own workspaces; what they share is written once: the Node image and the
# workspace manifests the installs read. What the apps share at run time is the contract package (contract/,
# compiled to contract/dist) and, for the CMS, the widget's email rule (widget/lib): each image builds what it needs.

ARG NODE_IMAGE=node:20-bookworm-slim

# The manifests every install reads (a manifest change invalidates the installs, nothing else does).
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json tsconfig.json ./
COPY contract/package.json contract/
COPY testing/package.json testing/
COPY cms/package.json cms/
COPY seeds/package.json seeds/
COPY widget/package.json widget/
COPY web/package.json web/
COPY builder/package.json builder/

# What the site and the builder install from (their own workspaces and contract/, never the CMS's dependencies).
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
# --ignore-scripts: the root's postinstall builds contract/ and widget/lib from sources not copied yet (below);
# `npm rebuild` then runs the dependencies' own install scripts (better-sqlite3, sharp, esbuild).
RUN npm ci --workspace contract --workspace widget --workspace cms --workspace seeds --include-workspace-root --ignore-scripts && npm rebuild
COPY contract contract
COPY widget widget
COPY cms cms
COPY seeds seeds
ENV NODE_ENV=production
RUN npm run build:shared && npm run build -w cms

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
RUN npm ci --workspace contract --workspace web --workspace widget --include-workspace-root --ignore-scripts
COPY contract contract
COPY widget widget
COPY web web
ENV NODE_ENV=production
RUN npm run build -w contract && npm run build -w web

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
# The builder's server (which vite.config.ts loads too) mints preview tokens with contract/preview/token; the
# bundle takes the page canvas's message rules and the content rules from contract/.
RUN npm ci --workspace contract --workspace builder --include-workspace-root --ignore-scripts
COPY contract contract
COPY builder builder
ENV NODE_ENV=production
RUN npm run build -w contract && npm run build -w builder

FROM runtime AS builder
ENV BUILDER_PORT=5173
# The builder's server only needs its own files, the built app, and the compiled contract package (it mints the
# preview frame's short-lived tokens with contract/preview/token).
COPY --from=builder-build --chown=node:node /app/package.json /app/package.json
COPY --from=builder-build --chown=node:node /app/node_modules /app/node_modules
COPY --from=builder-build --chown=node:node /app/builder /app/builder
COPY --from=builder-build --chown=node:node /app/contract /app/contract
USER node
EXPOSE 5173
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=5 \
  CMD node -e "fetch('http://127.0.0.1:5173/').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
WORKDIR /app/builder
CMD ["node", "server/server.mjs"]
