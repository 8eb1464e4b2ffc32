// The baseline: a bare Fastify hello-world, measured in the same run as Tribuna.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3202), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
