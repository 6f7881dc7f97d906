// The ceiling: a bare Fastify server that answers each operation with bytes held in memory.
// The benchmark teaches it the real server's answer, then measures both the same way.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
const bodies = new Map<string, Buffer>();
app.post<{ Body: { name: string; body: string } }>('/__set', async (req) => {
  bodies.set(req.body.name, Buffer.from(req.body.body));
  return 'ok';
});
app.post<{ Params: { c: string; o: string } }>('/v1/:c/:o', async (req, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(bodies.get(`${req.params.c}/${req.params.o}`) ?? Buffer.from('{}'));
});
await app.listen({ port: Number(process.env.PORT ?? 4302), host: '127.0.0.1' });
console.log('ceiling ready');
