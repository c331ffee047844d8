// A bare Fastify answering GET / with {"hello":"world"}: the ceiling the app's reads are compared with
// (bench/api-ceiling.mjs starts it through startHello in bench/lib.mjs). Usage: PORT=3901 node bench/hello-server.mjs
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const address = await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
console.log(`bare Fastify running at ${address}`);
for (const signal of ['SIGTERM', 'SIGINT'])
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
