import WebSocket from 'ws';

/**
 * The receiving side of the fan-out benchmark, in its own process so the broadcasting process has
 * its core to itself. Opens the requested number of clients and reports how many messages they
 * have received, on request, over the IPC channel.
 */
interface Command {
  kind: 'connect' | 'count' | 'reset' | 'close';
  url?: string;
  clients?: number;
}

const sockets: WebSocket[] = [];
let received = 0;

async function connect(url: string, clients: number): Promise<void> {
  const opened: Promise<void>[] = [];
  for (let i = 0; i < clients; i++) {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    ws.on('message', () => {
      received += 1;
    });
    opened.push(new Promise((resolve, reject) => ws.once('open', () => resolve()).once('error', reject)));
    sockets.push(ws);
  }
  await Promise.all(opened);
}

process.on('message', async (command: Command) => {
  if (command.kind === 'connect') {
    await connect(command.url ?? '', command.clients ?? 0);
    process.send?.({ kind: 'connected', clients: sockets.length });
  } else if (command.kind === 'count') {
    process.send?.({ kind: 'count', received });
  } else if (command.kind === 'reset') {
    received = 0;
    process.send?.({ kind: 'reset' });
  } else {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
