// The transition table itself: every allowed move spelled out, so changing a rule means changing
// this list on purpose, and the invariants the statements built from it rely on.
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_MOVES,
  APPLICATION_STATES,
  canMove,
  DECISION_MOVES,
  holdsSlot,
  releasesSlot,
  type ApplicationMove,
  type ApplicationState,
} from '../../src/applications/status';

const moves = Object.keys(APPLICATION_MOVES) as ApplicationMove[];

/** Every (move, from-state) pair the API allows: SPEC section 4 and the upload lifecycle. */
const ALLOWED: Record<ApplicationMove, ApplicationState[]> = {
  upload: ['pending'],
  cancel: ['pending'],
  abandon: ['pending'],
  markSeen: ['submitted'],
  reject: ['submitted'],
  withdraw: ['submitted', 'seen'],
  deleteStudent: ['pending', 'submitted', 'seen', 'rejected', 'withdrawn'],
  deleteEmployer: ['pending', 'submitted', 'seen', 'rejected', 'withdrawn'],
  expire: ['pending', 'submitted', 'seen', 'rejected', 'withdrawn'],
};

describe('application status table', () => {
  it('allows exactly the listed moves', () => {
    for (const move of moves) {
      for (const state of APPLICATION_STATES) {
        expect([move, state, canMove(move, state)]).toEqual([
          move,
          state,
          ALLOWED[move].includes(state),
        ]);
      }
    }
  });

  it('leads each move where SPEC section 4 says', () => {
    expect(Object.fromEntries(moves.map((move) => [move, APPLICATION_MOVES[move].to]))).toEqual({
      upload: 'submitted',
      cancel: 'deleted',
      abandon: 'deleted',
      markSeen: 'seen',
      reject: 'rejected',
      withdraw: 'withdrawn',
      deleteStudent: 'deleted',
      deleteEmployer: 'deleted',
      expire: 'deleted',
    });
  });

  it('makes rejected and withdrawn final but for account deletion and retention', () => {
    for (const move of moves) {
      const fromFinal = canMove(move, 'rejected') || canMove(move, 'withdrawn');
      expect([move, fromFinal]).toEqual([
        move,
        move === 'deleteStudent' || move === 'deleteEmployer' || move === 'expire',
      ]);
    }
  });

  it('lets the employer decide once, from submitted, and names each decision its status', () => {
    for (const [decision, move] of Object.entries(DECISION_MOVES)) {
      expect(APPLICATION_MOVES[move]).toEqual({ from: ['submitted'], to: decision });
    }
  });

  it('counts every application but a withdrawn one toward the cap', () => {
    expect(APPLICATION_STATES.filter((state) => holdsSlot(state))).toEqual([
      'pending',
      'submitted',
      'seen',
      'rejected',
    ]);
    expect(holdsSlot('deleted')).toBe(false);
  });

  it('gives a slot back on a withdrawal and on removing one that held it, nowhere else', () => {
    const released = moves.flatMap((move) =>
      APPLICATION_STATES.filter((state) => releasesSlot(move, state)).map((s) => `${move}:${s}`),
    );
    expect(released.sort()).toEqual(
      [
        'abandon:pending',
        'cancel:pending',
        'withdraw:submitted',
        'withdraw:seen',
        ...['pending', 'submitted', 'seen', 'rejected'].flatMap((s) => [
          `deleteStudent:${s}`,
          `deleteEmployer:${s}`,
          `expire:${s}`,
        ]),
      ].sort(),
    );
  });

  it('keeps the invariants status-sql.ts relies on', () => {
    // A status UPDATE sees only the new status in RETURNING: its from-states must agree.
    for (const move of ['markSeen', 'reject', 'withdraw'] as const) {
      const from: readonly ApplicationState[] = APPLICATION_MOVES[move].from;
      expect(new Set(from.map((state) => releasesSlot(move, state))).size).toBe(1);
    }
    // Pending is stored as submitted: the status column alone must tell whether a slot is held.
    expect(holdsSlot('pending')).toBe(holdsSlot('submitted'));
  });
});
