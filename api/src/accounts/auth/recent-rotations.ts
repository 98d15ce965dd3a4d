// The answers of refreshes made in the last few seconds, by the refresh token they replaced: two
// tabs that refresh at once with one cookie both get the same new pair, instead of the second
// looking like a replay that signs the user out everywhere. Kept in this process only, for the
// grace period; a refresh that reaches another replica gets a pair of its own (sessions.ts).
import type { AuthUser, IssuedTokens } from './session-types';

interface Rotation {
  user: AuthUser;
  tokens: IssuedTokens;
  until: number;
}

export class RecentRotations {
  private readonly byToken = new Map<string, Rotation>();
  constructor(private readonly graceMs: number) {}

  remember(tokenHash: string, user: AuthUser, tokens: IssuedTokens, now: Date): void {
    this.prune(now);
    this.byToken.set(tokenHash, { user, tokens, until: now.getTime() + this.graceMs });
  }

  /** The answer given for this replaced token, while the grace period lasts. */
  find(tokenHash: string, now: Date): { user: AuthUser; tokens: IssuedTokens } | undefined {
    const found = this.byToken.get(tokenHash);
    return found && found.until > now.getTime() ? found : undefined;
  }

  private prune(now: Date): void {
    for (const [hash, rotation] of this.byToken) {
      if (rotation.until <= now.getTime()) this.byToken.delete(hash);
    }
  }
}
