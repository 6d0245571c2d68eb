/**
 * The list bench's bare Fastify server, run in a process of its own by startBareListServer (bare-fastify.ts): one
 * route, `GET /{letter}`, runs case ({letter})'s direct work (list-query-cases.ts) through the driver and answers
 * what it read as JSON — HTTP and the driver with nothing of the engine between them.
 */
import Fastify from 'fastify';
import { listQueryCases } from './list-query-cases.js';
import { type RawDatabase, openRawDatabase } from './raw-database.js';

const raw: RawDatabase = await openRawDatabase(JSON.parse(process.env.BENCH_BARE_DATABASE!));
const cases = listQueryCases(raw, Number(process.env.BENCH_BARE_CLIENT));
const app = Fastify();
app.get<{ Params: { letter: string } }>('/:letter', async (request, reply) => {
  const found = cases.find((candidate) => candidate.name.startsWith(`(${request.params.letter})`));
  return found ? found.direct() : reply.code(404).send();
});
await app.listen({ host: '127.0.0.1', port: 0 });
process.once('SIGTERM', () => void app.close().then(() => raw.close()));
// The port told, the channel goes: the process then lives as long as its server, until the bench's SIGTERM.
process.send!({ port: (app.server.address() as { port: number }).port }, () => process.disconnect());
