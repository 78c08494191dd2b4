# syntax=docker/dockerfile:1
# Multi-stage image: build the web client with all dev tools, run with production dependencies only.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json relay.config.js ./
COPY api/package.json api/
COPY web/package.json web/
# The lock file may lack other platforms' optional binaries (a lagging registry mirror): fall back to install.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY schema.graphql ./
COPY api api
COPY web web
COPY scripts scripts
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
RUN (npm ci --omit=dev --workspace api --no-audit --no-fund || npm install --omit=dev --workspace api --no-audit --no-fund) && npm cache clean --force
# Compiled JavaScript (tsc, decorator metadata included): no TypeScript compiler in memory at run time.
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/web/dist web/dist
# The web client sends only ids of its operations; the API reads their documents from here (persisted-queries.ts).
COPY --from=build /app/web/src/__generated__/persisted-queries.json web/src/__generated__/persisted-queries.json
# DATA_DIR: where a generated admin password is saved (docker-compose mounts a volume here).
RUN mkdir .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
