import { buildApp } from './app';
import { configFromEnv } from './config';

const config = configFromEnv();
const app = await buildApp(config);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `Back office on http://localhost:${config.port} (data in ${config.dataDir}, ${config.databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
);
