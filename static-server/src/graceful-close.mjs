// Stopping a server for a release or a restart: Node's server.close() stops taking connections and
// drops idle keep-alive ones, but a connection that was busy at that moment stays open for
// keep-alive afterwards, and a client that keeps asking on it keeps being answered until the
// keep-alive timeout (65 s here): the process neither stops serving nor exits.

/**
 * Closes the server: no new connections; idle keep-alive connections closed at once; a request
 * already under way is answered, then its connection closed; a request that still arrives on an
 * open connection is answered with `Connection: close`; whatever is open after `graceMs` is cut.
 * Resolves once every connection is gone.
 * @param {import('node:http').Server} server
 * @param {{ graceMs?: number, sweepMs?: number }} [options]
 * @returns {Promise<void>}
 */
export function closeGracefully(server, { graceMs = 5000, sweepMs = 50 } = {}) {
  server.prependListener('request', (_req, res) => {
    res.shouldKeepAlive = false;
  });
  // A connection whose response was under way becomes idle when it ends: close it then.
  const sweep = setInterval(() => server.closeIdleConnections(), sweepMs);
  const cut = setTimeout(() => server.closeAllConnections(), graceMs);
  return new Promise((done) => {
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      done();
    });
  });
}
