// What a reset request counts, before anything is looked up (the answer must not say whether the
// address has an account). A reset request needs no account, so an attacker can send it too: the
// owner's link must survive others' requests for the address.
// - A browser with the account's device cookie (it signed in, signed up or reset there) draws on
//   `resetMailKnown`, a reserve nobody else can spend, and skips the per-network counts that an
//   attacker on the same network could fill.
// - Any other browser: `resetRequest` per (address, network) for the short window, the network's
//   daily cap of mails anyone may trigger (`publicMail`), and `resetMail`: few a day per (address,
//   network), so one attacker never spends the address's daily links alone.
// Mail others trigger to the address (sign-up codes, alert confirmations) is counted in `mail`,
// apart: it can never spend a reset link's room.
import type { FastifyInstance, FastifyRequest } from 'fastify';

export async function countResetRequest(
  app: Pick<FastifyInstance, 'rateLimit' | 'loginDevices'>,
  request: FastifyRequest,
  email: string,
): Promise<void> {
  // Reads the cookie against the address alone, never the account: the same for every address.
  const known = (await app.loginDevices.trusted(request, email)) !== null;
  if (known) {
    await app.rateLimit.consume('resetRequest', request);
    await app.rateLimit.consume('resetMailKnown', request, email);
    return;
  }
  await app.rateLimit.consume('resetRequest', request, email);
  await app.rateLimit.consume('publicMail', request);
  await app.rateLimit.consume('resetMail', request, email);
}
