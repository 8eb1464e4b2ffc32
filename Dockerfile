# Tribuna's image (issue 26, decision 0017): the API bundle and the built web app on Node 20, run as
# the non-root `node` user, fit for a read-only root file system (only /tmp is written: a tmpfs).
# The same image runs the one-shot migration (node apps/api/dist/migrate.js) and the replicas
# (MIGRATE_ON_START=false). Uploads go to S3 (STORAGE_DRIVER=s3); DATABASE_URL names PostgreSQL.

# --- build: every dependency, then `npm run build` (web app with Vite, API bundled by esbuild) ---
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/i18n/package.json packages/i18n/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- production dependencies of the API only: the bundle keeps npm packages external ---
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/i18n/package.json packages/i18n/
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev --workspace=@tribuna/api --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    MIGRATE_ON_START=false \
    TRUST_PROXY=1
WORKDIR /app
COPY --from=deps --chown=root:root /app/node_modules node_modules
COPY --from=deps --chown=root:root /app/package.json package.json
COPY --from=build --chown=root:root /app/apps/api/package.json apps/api/package.json
COPY --from=deps --chown=root:root /app/apps/api/node_modules apps/api/node_modules
COPY --from=build --chown=root:root /app/apps/api/dist apps/api/dist
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# Files owned by root, readable by all: the `node` user runs them and can change none of them.
USER node
EXPOSE 3000
# /health answers while the process is alive (/ready also checks the database and migrations).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
