// A real SMTP server on loopback for the journeys: the production server sends its mail here
// (SMTP_URL), and each message is written as one .eml file that the journeys read (mailbox.ts).
// Production mode has no development mailbox, and the journeys should see what a member would.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export function startMailCatcher({ port, dir }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        // Zero-padded, so a directory listing is in arrival order.
        writeFileSync(join(dir, `${String(count).padStart(6, '0')}.eml`), Buffer.concat(chunks));
        done();
      });
    },
  });
  return new Promise((resolveStarted, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveStarted(server));
  });
}
