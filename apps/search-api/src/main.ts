import { createServer } from './server';

const port = Number(process.env.PORT) || 3004;
const api = createServer();
api.server.listen(port, () => {
  console.log(
    `search-api listening on http://localhost:${port} (startup ${Math.round(api.startupMs)} ms, ${api.catalogue.size} products, checksum ${api.catalogue.checksum})`,
  );
});
const stop = () => api.server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
