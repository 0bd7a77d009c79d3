// The bare baseline: Fastify answering 'hello world' on GET /, nothing else (no plugins, no logger),
// on the port given as the one argument. Started pinned to the server's CPU by oidc-throughput.mjs.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => 'hello world');
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
console.log('listening');
