# The site with its embedded upstream. Build: docker build -t orchestra .
# Run:   docker run -p 3000:3000 -v orchestra-data:/app/data orchestra
# With the orchestra's own CMS: docker run -p 3000:3000 -e CMS_URL=https://cms.example orchestra
# Without a Docker daemon: npm run image (buildah; README "Docker and deploying").
# NODE_IMAGE: the official image by default; `npm run image` passes a local stand-in where no
# container registry can be reached (the same Debian release, Node version and `node` user).
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
# Where HTTPS goes through an inspecting proxy, the build machine's CA file for npm: `npm run image`
# passes NODE_EXTRA_CA_CERTS with the file mounted for the build only; nothing of it stays in the image.
ARG NODE_EXTRA_CA_CERTS
WORKDIR /app
COPY package.json package-lock.json ./
# No install scripts, in either stage, as package.json's allowScripts says (npm 11 honours it; the
# npm 10 of the node:20 images does not): vnu-jar's (a development tool) would download a Java
# runtime here; esbuild, sharp and @apollo/protobufjs only check what is already installed.
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY tsconfig.json esbuild.config.mjs ./
# esbuild.config.mjs imports these two (the bundle report and the precompressed copies).
COPY scripts/bundleReport.mjs scripts/precompress.mjs ./scripts/
COPY src ./src
RUN node esbuild.config.mjs

FROM ${NODE_IMAGE} AS runtime
ARG NODE_EXTRA_CA_CERTS
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    CMS_DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The web process forwards SIGTERM to the embedded upstream and exits when both are down.
CMD ["node", "dist/server/main.mjs"]
