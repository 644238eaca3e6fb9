/**
 * Preloaded into the server that support/server.ts starts (node --import): writes the port the server has just
 * begun to listen on to file descriptor 3, a pipe that startServer reads. The server is given port 0 so that the
 * system picks a free one: two spec files starting servers at the same moment are never handed the same port.
 * It only observes; Node reports every completed listen() on this diagnostics channel.
 */
import diagnosticsChannel from 'node:diagnostics_channel';
import { writeSync } from 'node:fs';

const PORT_PIPE_FD = 3;
const listens = diagnosticsChannel.tracingChannel('net.server.listen');

const subscribers = {
  asyncEnd({ server }) {
    const address = server.address();
    if (!address || typeof address !== 'object') return;
    // The server listens once; startServer reads one line.
    listens.unsubscribe(subscribers);
    writeSync(PORT_PIPE_FD, `${address.port}\n`);
  },
};
listens.subscribe(subscribers);
