# syntax=docker/dockerfile:1
# Build stage: all dependencies, then the client bundle and the server bundle.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: production dependencies and the built files only.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# DATA_DIR for the legacy stand-in (node dist/legacy/main.js) and the embedded member API:
# owned by node, so a volume mounted here (compose's legacy-data, the StatefulSet's claim, or
# `docker run -v NAME:/app/data`) starts writable. No VOLUME: site replicas write nothing and
# run read-only, and a declared VOLUME would give each of them an anonymous volume for nothing.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# The public port. The admin listener (ADMIN_PORT 9464: /metrics, readiness with details)
# listens on the container's loopback unless ADMIN_HOST says otherwise, and is not exposed.
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node as PID 1 receives SIGTERM from `docker stop` and shuts down gracefully.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=96", "--no-allocation-site-pretenuring", "dist/server/main.js"]
