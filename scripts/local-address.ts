// Where `npm start` and `npm run dev` serve Kar: 127.0.0.1 on PORT (8787 unless set), for people who already use 8787.
// SITE_URL follows the port so links in mail that no request caused (alerts, unsubscribe) point at this server.
export const localPort = parsePort(process.env.PORT);
export const localOrigin = `http://127.0.0.1:${localPort}`;

/** `wrangler dev` arguments for the address above. */
export const wranglerAddressArgs = ['--ip', '127.0.0.1', '--port', String(localPort), '--var', `SITE_URL:${localOrigin}`];

function parsePort(value: string | undefined): number {
  if (value === undefined || value === '') return 8787;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a whole number from 1 to 65535, not "${value}"`);
    process.exit(1);
  }
  return port;
}
