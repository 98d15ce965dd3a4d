// Who a session belongs to and the tokens a login or a rotation issues: what the session
// repository (sessions.ts) returns and what the answers to a second tab (recent-rotations.ts)
// and the cookies (cookies.ts) carry.
import type { UserRole } from 'api-contract';

export interface AuthUser {
  id: string;
  role: UserRole;
}

export interface IssuedTokens {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
}
