// The least an HTTP server written for Node.js can do per request: node:http and a node-postgres
// pool of the portal's size, one `select 1` per request, whatever the path. No framework, no
// hooks, no headers but the answer's own. bench/floor.ts loads it as it loads the portal's
// /readyz, so the ceiling shows how much of the portal's distance from its floor is HTTP on
// Node.js itself and how much is the portal.
//   DATABASE_URL=postgres://… PORT=8398 node bench/lib/bare-http-server.mjs
import { createServer } from 'node:http';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_SIZE ?? 10) });
// A connection lost while idle must not end the process; the next query opens another.
pool.on('error', () => {});

const READY = JSON.stringify({ status: 'ready' });
const UNAVAILABLE = JSON.stringify({ status: 'unavailable' });

const server = createServer((_request, response) => {
  pool.query('select 1').then(
    () => response.writeHead(200, { 'content-type': 'application/json', 'content-length': READY.length }).end(READY),
    () => response.writeHead(503, { 'content-type': 'application/json', 'content-length': UNAVAILABLE.length }).end(UNAVAILABLE),
  );
});
server.listen(Number(process.env.PORT ?? 8398), '127.0.0.1');

const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
