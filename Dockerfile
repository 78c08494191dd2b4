# syntax=docker/dockerfile:1
# Multi-stage image: build the web client with all dev tools, run with production dependencies only.
# The local PayPal stand-in (paypal-stand-in/, a dev dependency of the api) is in the build and demo stages only:
# `npm run build:api` does not compile it and the runtime stage never copies it (api/test/production-build.test.ts).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json relay.config.js ./
COPY api/package.json api/
COPY web/package.json web/
COPY paypal-stand-in/package.json paypal-stand-in/
# Reviewed changes to dependencies (patch-package, run by npm's postinstall): the image runs the code the tests ran.
COPY patches patches
# The lock file may lack other platforms' optional binaries (a lagging registry mirror): fall back to install.
RUN npm ci --no-audit --no-fund || npm install --no-audit --no-fund
COPY schema.graphql ./
COPY api api
COPY web web
COPY paypal-stand-in paypal-stand-in
COPY scripts scripts
RUN npm run build

# DEMO ONLY (docker-compose.demo.yml, `--target demo`), never for a real shop: the build stage, with its dev
# dependencies and so the local PayPal stand-in, run as `npm start` runs (NODE_ENV empty, TypeScript through SWC).
# Not the last stage: a plain `docker build .` builds the last one, runtime.
FROM build AS demo
ENV PORT=3000
RUN mkdir -p .data && chown node:node .data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Memory settings: README "Memory".
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "--heap-growing-percent=50", "--import", "@swc-node/register/esm-register", "api/src/main.ts"]

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY web/package.json web/
# Its manifest only, so the lock file matches the workspaces; as a dev dependency it is not installed here.
COPY paypal-stand-in/package.json paypal-stand-in/
COPY patches patches
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
# Memory settings: README "Memory".
ENV MALLOC_ARENA_MAX=2
CMD ["node", "--enable-source-maps", "--max-semi-space-size=16", "--heap-growing-percent=50", "api/dist/main.js"]

