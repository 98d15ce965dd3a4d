/**
 * One message of an application's thread as the thread parts show it: the contract's
 * `ThreadMessage` fits it as it is, so the part needs no contract of its own.
 */
export interface ThreadEntry {
  id: string;
  /** Sent by whoever reads the page. */
  mine: boolean;
  body: string;
  sent_at: string;
  /** When the other side read it, or null. */
  read_at: string | null;
  /** A warning the reader should see with the message, or null. */
  warning: string | null;
  reported: boolean;
}

/** Where a message's warning points for more: a page on job scams, say. */
export interface WarningLink {
  href: string;
  label: string;
}
