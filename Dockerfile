# Foyer in a container, and the nginx in front of it (compose.yaml builds both targets of this file).
#   docker compose up -d                      Foyer + PostgreSQL + nginx on port 8080
# Checked by a Dockerfile linter where Docker does not run (src/server/ops/deploy-files.test.ts).

# ---- the build: dependencies as locked, the messages, the server and the assets
FROM node:24-trixie-slim AS build
WORKDIR /srv/foyer
COPY package.json package-lock.json ./
RUN npx -y npm@10 ci --no-audit --no-fund --loglevel=error
COPY . .
RUN npm run build

# ---- Foyer: the built server, with the sources and tools `npm run backup` and `npm run restore` need
FROM node:24-trixie-slim AS foyer
# pg_dump and pg_restore for backups on PostgreSQL (the client must not be older than the server: 17 here)
RUN apt-get update \
  && apt-get install -y --no-install-recommends postgresql-client-17 \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /srv/foyer
COPY --from=build --chown=node:node /srv/foyer /srv/foyer
RUN mkdir -p /srv/foyer/data /srv/backups && chown node:node /srv/foyer/data /srv/backups
# the memory settings of `npm start` (decision 0034): MALLOC_ARENA_MAX here, the node flags in CMD
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 FOYER_DATA_DIR=/srv/foyer/data MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
USER node
EXPOSE 3000
VOLUME ["/srv/foyer/data", "/srv/backups"]
HEALTHCHECK --interval=30s --timeout=3s --start-period=120s CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains the requests and closes the database within 9 s (compose.yaml: stop_grace_period 15 s)
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=50", ".output/server/index.mjs"]

# ---- nginx: deploy/nginx/foyer.conf with the built assets, Foyer reached by its service name
FROM debian:trixie-slim AS nginx
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log \
  && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /srv/foyer/.output/public /srv/foyer/.output/public
COPY deploy/nginx/foyer.conf /etc/nginx/sites-enabled/foyer.conf
RUN sed -i 's/server 127.0.0.1:3000;/server foyer:3000;/' /etc/nginx/sites-enabled/foyer.conf
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
