#!/usr/bin/env node
// serve-releases --root <dir> --port <n> [--host <h>] [--cors | --cors-origin <origin>…]
//   [--fallback index.html]
// One folder served as a CDN would: used for each remote (its releases folder), one process each.
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { closeGracefully, createStaticHandler } from '../src/index.mjs';

const { values } = parseArgs({
  options: {
    root: { type: 'string' },
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    cors: { type: 'boolean', default: false },
    // Only these origins may load the files cross-origin (the site's); repeatable.
    'cors-origin': { type: 'string', multiple: true },
    fallback: { type: 'string' },
  },
});
const port = Number(values.port);
if (!values.root || !Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(
    'usage: serve-releases --root <dir> --port <1-65535> [--host h] [--cors] [--fallback index.html]',
  );
  process.exit(2);
}

const handler = createStaticHandler({
  root: values.root,
  cors: values['cors-origin']?.length ? values['cors-origin'] : values.cors,
  fallback: values.fallback,
});
const server = createServer((req, res) => handler(req, res));
server.keepAliveTimeout = 65_000;
server.on('error', (error) => {
  console.error(`serve-releases: ${error.message}`);
  process.exit(1);
});
server.listen(port, values.host, () => {
  console.log(`serving ${values.root} on http://localhost:${port}`);
});
const stop = () => void closeGracefully(server).then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
