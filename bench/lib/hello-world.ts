/**
 * The framework's ceiling for `npm run bench:read`: a bare Fastify 5 (the server's own copy)
 * answering `{"hello":"world"}`, no logger, no plugins, in its own process on the port given
 * in PORT. Run with the same Node and loader as the server.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
