# syntax=docker/dockerfile:1
# Two production images from one build (README, "Running in production"):
#   docker build --target server -t sajilo-server .
#   docker build --target storefront -t sajilo-storefront .
# Neither contains the demo seeder (packages/seed); load data into PostgreSQL with `pnpm seed` from a
# checkout, or your own import.

FROM node:20-bookworm-slim AS build
RUN npm install -g pnpm@10
WORKDIR /src
COPY . .
RUN pnpm install --frozen-lockfile \
 && pnpm exec turbo run build --filter=@sajilo/server --filter=@sajilo/storefront \
 # Each app with only its production dependencies, workspace packages included, in a folder of its own.
 && pnpm --filter @sajilo/server deploy --prod --legacy /out/server \
 && pnpm --filter @sajilo/storefront deploy --prod --legacy /out/storefront

FROM node:20-bookworm-slim AS server
ENV NODE_ENV=production HOST=0.0.0.0 API_PORT=4000
WORKDIR /app
COPY --from=build /out/server .
USER node
EXPOSE 4000
# /ready answers 503 when the database is unreachable: the proxy stops sending traffic here.
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.API_PORT+'/ready').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM: requests in flight finish, new ones get 503, then the process exits (close-with-grace).
CMD ["node", "dist/server.js"]

FROM node:20-bookworm-slim AS storefront
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /out/storefront .
USER node
EXPOSE 3000
# SIGTERM: no new connections, requests in flight finish, then the process exits 0 (@sajilo/page-server).
CMD ["node", "dist/page-server/main.js"]
