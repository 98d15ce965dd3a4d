# syntax=docker/dockerfile:1
# The API image: built from the repository root (docker build -f deploy/api.Dockerfile .), runs the
# compiled API (api/dist/server.mjs) as the unprivileged `node` user. Settings: docs/production.md.

# Node 20, the version CI tests on (.ci/run).
ARG NODE_IMAGE=node:24-bookworm-slim

# The workspace's manifests and lockfile: pnpm's frozen install needs every package's manifest.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
ENV CI=true
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY scripts/pnpm.mjs scripts/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-auth/package.json mf-auth/
COPY mf-jobs/package.json mf-jobs/
COPY mf-student/package.json mf-student/
COPY mf-employer/package.json mf-employer/
COPY mf-legal/package.json mf-legal/
COPY mf-admin/package.json mf-admin/
COPY shared-kit/package.json shared-kit/
COPY api-contract/package.json api-contract/
COPY api-calls/package.json api-calls/
COPY ui/package.json ui/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY static-server/package.json static-server/
COPY deploy/package.json deploy/

# The API and what it builds with (esbuild bundles api-contract in: scripts/bundle-node.mjs).
FROM manifests AS build
RUN node scripts/pnpm.mjs install --frozen-lockfile --filter api...
COPY tsconfig.base.json ./
COPY scripts/bundle-node.mjs scripts/
COPY api-contract/ api-contract/
COPY api/ api/
RUN node scripts/pnpm.mjs --filter api run build

# Only the API's runtime dependencies: the bundle imports them from node_modules.
FROM manifests AS deps
RUN node scripts/pnpm.mjs install --frozen-lockfile --prod --filter api

FROM ${NODE_IMAGE}
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/api/node_modules api/node_modules
COPY api/package.json api/
COPY api/drizzle api/drizzle
COPY --from=build /app/api/dist api/dist
WORKDIR /app/api
# Local resumes (no S3_*) and anything else the API keeps on disk go to /data: mount a volume there.
RUN mkdir /data && chown node:node /data
# Listen on every interface of the container; production refuses the demo's defaults.
ENV APP_ENV=production HOST=0.0.0.0 API_PORT=4000 DATA_DIR=/data
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.API_PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
