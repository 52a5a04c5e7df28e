# One image for every Courtside service; docker-compose picks the entry point per container.
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY events/package.json events/
COPY command-service/package.json command-service/
COPY projection-service/package.json projection-service/
COPY integrations/package.json integrations/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci
COPY . .
RUN npm run build -w @courtside/web
ENV NODE_ENV=production
# Officials' match files: a volume in docker-compose, owned by the user the services run as.
RUN mkdir -p /app/.data/match-files && chown -R node:node /app/.data
USER node
CMD ["npx", "tsx", "gateway/src/main.ts"]
