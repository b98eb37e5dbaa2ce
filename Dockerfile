# syntax=docker/dockerfile:1
# Papertray: the compiled server (apps/api/dist/server.js, decision 061) and the operator CLI
# (apps/api/dist/papertray.js). One image for every role; ROLES picks what a container runs.
# deploy/README.md explains the environment, probes and scaling rules.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native addons (sharp, argon2, canvas) ship prebuilt binaries; python/g++ only as a fallback.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
COPY . .
RUN npm install --no-audit --no-fund \
  && npm run build \
  && npm prune --omit=dev --no-audit --no-fund

FROM node:24-bookworm-slim AS runtime
# OCR (tesseract, English/German/French) and PDF tools (poppler) for document processing.
RUN apt-get update \
  && apt-get install -y --no-install-recommends \
    tesseract-ocr tesseract-ocr-eng tesseract-ocr-deu tesseract-ocr-fra \
    poppler-utils ca-certificates tini \
  && rm -rf /var/lib/apt/lists/* \
  && mkdir -p /data && chown node:node /data
WORKDIR /app
# The repository layout is kept: the server finds apps/api/drizzle (migrations) and
# apps/web/dist (the web app) relative to the workspace root.
COPY --from=build --chown=root:root /app /app
# A fixed malloc mmap threshold: glibc's moving one kept 15-60 MB of freed start-up memory
# resident for the server's lifetime (decision 061).
ENV NODE_ENV=production \
    MALLOC_MMAP_THRESHOLD_=131072 \
    DATA_DIR=/data \
    PORT=3000 \
    SMTP_PORT=2525
USER node
EXPOSE 3000 2525
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini forwards SIGTERM so the server shuts down gracefully (jobs, SMTP sessions, IMAP).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-semi-space-size=8", "apps/api/dist/server.js"]
