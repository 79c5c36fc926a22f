// Prints a new VAPID key pair for Web Push (decision 0028) as lines for .dev.vars:
//   node scripts/vapid-keys.ts
// In production store them with `wrangler secret put VAPID_PRIVATE_KEY` (and VAPID_PUBLIC_KEY, VAPID_SUBJECT). A new
// pair orphans every browser subscription made with the old one, so make one per deployment and keep it.
import './worker-modules.ts';

// Imported once the hooks above are in place: the worker's modules are written for the bundler.
const { generateVapidKeys } = await import('../worker/platform/vapid.ts');

const { publicKey, privateKey } = await generateVapidKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}`);
