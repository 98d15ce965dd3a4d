# syntax=docker/dockerfile:1
# The web image: the site server with the shell's build, and every remote's release folders. Built
# from the repository root (docker build -f deploy/web.Dockerfile .). Its command picks the role:
# by default the site server (after writing remotes.json for REMOTE_BASE_URL); a remote's server is
#   node static-server/bin/serve-releases.mjs --root mf-jobs/releases --port 4102 --host 0.0.0.0 \
#     --cors-origin <PUBLIC_URL>
# as deploy/compose.yaml runs them. Runs as the unprivileged `node` user.

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

# The shell (with its server) and the remotes built, then released as npm run build does
# (scripts/build.mjs without the API): precompressed, each remote in <remote>/releases/<id>/.
FROM manifests AS build
RUN node scripts/pnpm.mjs install --frozen-lockfile
COPY . .
RUN node scripts/pnpm.mjs -r --filter ./shell --filter "./mf-*" run build
RUN node scripts/release.mjs

# Only what the site server and deploy/remotes-json.mjs import at run time.
FROM manifests AS deps
RUN node scripts/pnpm.mjs install --frozen-lockfile --prod --filter shell --filter deploy

FROM ${NODE_IMAGE}
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/shell/node_modules shell/node_modules
COPY --from=deps /app/deploy/node_modules deploy/node_modules
COPY shared-kit/package.json shared-kit/remote-registry.mjs shared-kit/
COPY static-server/package.json static-server/
COPY static-server/src static-server/src
COPY static-server/bin static-server/bin
COPY deploy/package.json deploy/remotes-json.mjs deploy/
COPY shell/package.json shell/
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/shell/dist-server shell/dist-server
COPY --from=build /app/mf-auth/releases mf-auth/releases
COPY --from=build /app/mf-jobs/releases mf-jobs/releases
COPY --from=build /app/mf-student/releases mf-student/releases
COPY --from=build /app/mf-employer/releases mf-employer/releases
COPY --from=build /app/mf-legal/releases mf-legal/releases
COPY --from=build /app/mf-admin/releases mf-admin/releases
# remotes.json is written at start (deploy/remotes-json.mjs), where the unprivileged user can.
RUN mkdir /var/lib/site && chown node:node /var/lib/site
ENV HOST=0.0.0.0 SITE_PORT=4173 REMOTES_FILE=/var/lib/site/remotes.json
USER node
EXPOSE 4173 4101 4102 4103 4104 4105 4106
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.SITE_PORT + '/remotes.json').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["sh", "-c", "node deploy/remotes-json.mjs && exec node --enable-source-maps shell/dist-server/site-server.mjs"]
