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

/** The states an application is under way in: the employer may move it, the student withdraw it. */
const UNDER_WAY: ApplicationState[] = ['submitted', 'seen', 'shortlisted', 'interview', 'offered'];
const EVERY_STATE: ApplicationState[] = [
  'pending',
  ...UNDER_WAY,
  'hired',
  'declined',
  'rejected',
  'withdrawn',
];

/**
 * Every (move, from-state) pair the API allows: SPEC section 4 as the hiring pipeline extends it
 * (docs/adr/0042-the-hiring-pipeline.md) and the upload lifecycle.
 */
const ALLOWED: Record<ApplicationMove, ApplicationState[]> = {
  upload: ['pending'],
  cancel: ['pending'],
  abandon: ['pending'],
  markSeen: ['submitted'],
  shortlist: ['submitted', 'seen'],
  invite: ['shortlisted', 'interview'],
  offer: ['shortlisted', 'interview'],
  accept: ['offered'],
  decline: ['offered'],
  hireAtClose: UNDER_WAY,
  reject: UNDER_WAY,
  withdraw: UNDER_WAY,
  deleteStudent: EVERY_STATE,
  deleteEmployer: EVERY_STATE,
  expire: EVERY_STATE,
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
      shortlist: 'shortlisted',
      invite: 'interview',
      offer: 'offered',
      accept: 'hired',
      decline: 'declined',
      hireAtClose: 'hired',
      reject: 'rejected',
      withdraw: 'withdrawn',
      deleteStudent: 'deleted',
      deleteEmployer: 'deleted',
      expire: 'deleted',
    });
  });

  it('makes hired, declined, rejected and withdrawn final but for account deletion and retention', () => {
    for (const move of moves) {
      const fromFinal = (['hired', 'declined', 'rejected', 'withdrawn'] as const).some((state) =>
        canMove(move, state),
      );
      expect([move, fromFinal]).toEqual([
        move,
        move === 'deleteStudent' || move === 'deleteEmployer' || move === 'expire',
      ]);
    }
  });

  it("names each of the employer's moves by the status it leads to", () => {
    for (const [decision, move] of Object.entries(DECISION_MOVES)) {
      expect(APPLICATION_MOVES[move].to).toBe(decision);
    }
    expect(APPLICATION_MOVES.markSeen.from).toEqual(['submitted']);
    expect(APPLICATION_MOVES.shortlist.from).toEqual(['submitted', 'seen']);
    expect(APPLICATION_MOVES.reject.from).toEqual(UNDER_WAY);
  });

  it('counts every application but a withdrawn one toward the cap', () => {
    expect(APPLICATION_STATES.filter((state) => holdsSlot(state))).toEqual(
      EVERY_STATE.filter((state) => state !== 'withdrawn'),
    );
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
        ...UNDER_WAY.map((s) => `withdraw:${s}`),
        ...EVERY_STATE.filter((s) => s !== 'withdrawn').flatMap((s) => [
          `deleteStudent:${s}`,
          `deleteEmployer:${s}`,
          `expire:${s}`,
        ]),
      ].sort(),
    );
  });

  it('keeps the invariants status-sql.ts relies on', () => {
    // A status UPDATE sees only the new status in RETURNING: its from-states must agree.
    for (const move of [
      'markSeen',
      'shortlist',
      'invite',
      'offer',
      'accept',
      'decline',
      'hireAtClose',
      'reject',
      'withdraw',
    ] as const) {
      const from: readonly ApplicationState[] = APPLICATION_MOVES[move].from;
      expect(new Set(from.map((state) => releasesSlot(move, state))).size).toBe(1);
    }
    // Pending is stored as submitted: the status column alone must tell whether a slot is held.
    expect(holdsSlot('pending')).toBe(holdsSlot('submitted'));
  });
});
