// The mailbox an address reaches, for anything counted or kept per address (the daily mail cap,
// per-account limits, one verified address per account). Mail servers read `Jo@x` and `jo@x` as
// one mailbox; Microsoft 365, Google and most hosts deliver `jo+anything@x` to `jo@x`; Gmail also
// ignores dots in its local part and answers for googlemail.com. Counted literally, one mailbox
// would get a fresh budget per spelling.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The address lowercased, without a `+tag`, and for Gmail without dots (as gmail.com). */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
