/**
 * A bare Fastify reply, the yardstick of `npm run bench`'s overhead part (bench/bench-overhead.ts): the same
 * Fastify as the product, no plugins, one route answering a small JSON object. Listens on loopback on the
 * port given as its argument and prints "ready" when it does.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 0) });
console.log('ready');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
