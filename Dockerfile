# Vigil: one image, the same start command CI runs (`node scripts/start.mjs`, i.e. `npm start`).
# Build:  docker build -t vigil .      Run: docker compose up (compose.yaml)

# --- build: install everything, build the web app and the server bundle -----------------------
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- run: the built app as an unprivileged user ------------------------------------------------
FROM node:22-bookworm-slim AS run
# Production: the server refuses to start on unsafe settings (README: "Production checklist");
# give it PUBLIC_BASE_URL (https), SMTP_URL or MAIL_OUTBOX=1, and see compose.yaml.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# The whole build stage: start.mjs checks the build stamps against the sources (fresh, so it
# does not rebuild) and the bundle loads sharp, argon2, PGlite and pino from node_modules.
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: the server is PID 1's only child-free process and receives SIGTERM itself.
CMD ["node", "scripts/start.mjs"]
