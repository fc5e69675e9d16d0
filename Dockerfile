# The site with its embedded upstream. Build: docker build -t orchestra .
# Run:   docker run -p 3000:3000 -v orchestra-data:/app/data orchestra
# With the orchestra's own CMS: docker run -p 3000:3000 -e CMS_URL=https://cms.example orchestra
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json esbuild.config.mjs ./
COPY src ./src
RUN node esbuild.config.mjs

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CMS_DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The web process forwards SIGTERM to the embedded upstream and exits when both are down.
CMD ["node", "dist/server/main.mjs"]
