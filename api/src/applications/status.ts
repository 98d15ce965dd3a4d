// Every move an application can make (SPEC section 4, and the hiring pipeline of
// docs/adr/0042-the-hiring-pipeline.md) and which states hold a listing slot. The
// statements that make the moves build their WHERE from this table (status-sql.ts), so a move not
// listed here cannot happen anywhere. The one move into the table is apply, which inserts a
// pending application and takes its slot (listings/capacity.ts); with the student's saved resume
// its file is copied first, so apply inserts it submitted, as if uploaded at once.
import type { EmployerDecision } from 'api-contract';
import { APPLICATION_STATUSES, LIVE_STATUSES, type ApplicationStatus } from '../db/schema';

/**
 * Where an application is in its life. `pending` is not stored: the row says `submitted` while its
 * resume has not arrived, and nobody but its own upload sees it until then.
 */
export type ApplicationState = 'pending' | ApplicationStatus;

export const APPLICATION_STATES = [
  'pending',
  ...APPLICATION_STATUSES,
] as const satisfies readonly ApplicationState[];

/** Under way: the employer may still move it, the student may still withdraw it. */
const UNDER_WAY = LIVE_STATUSES;

/** Where a move leads: a state, or `deleted` when the row goes. */
export type MoveTarget = ApplicationState | 'deleted';

interface Move {
  from: readonly ApplicationState[];
  to: MoveTarget;
}

export const APPLICATION_MOVES = {
  /** The resume arrived: through the upload route, or found in the bucket by the sweep. */
  upload: { from: ['pending'], to: 'submitted' },
  /** The student takes back an application whose upload failed. */
  cancel: { from: ['pending'], to: 'deleted' },
  /** Its upload form expired without the resume: the next apply to its listing or the sweep. */
  abandon: { from: ['pending'], to: 'deleted' },
  /**
   * The employer's moves along the pipeline (docs/adr/0042-the-hiring-pipeline.md): seen from
   * submitted; shortlisted from submitted or seen; rejected at any stage before hired, and final.
   */
  markSeen: { from: ['submitted'], to: 'seen' },
  shortlist: { from: ['submitted', 'seen'], to: 'shortlisted' },
  reject: { from: UNDER_WAY, to: 'rejected' },
  /** Interview times offered to a shortlisted applicant, or new ones to one already invited. */
  invite: { from: ['shortlisted', 'interview'], to: 'interview' },
  /** The job offered to a shortlisted or interviewed applicant; the student accepts or declines. */
  offer: { from: ['shortlisted', 'interview'], to: 'offered' },
  accept: { from: ['offered'], to: 'hired' },
  decline: { from: ['offered'], to: 'declined' },
  /** Named as hired when the employer closes the listing as filled. */
  hireAtClose: { from: UNDER_WAY, to: 'hired' },
  /** The student withdraws one still under way (not hired, declined, rejected or withdrawn). */
  withdraw: { from: UNDER_WAY, to: 'withdrawn' },
  /** A deleted account takes all its applications, or those to its listings, with it. */
  deleteStudent: { from: APPLICATION_STATES, to: 'deleted' },
  deleteEmployer: { from: APPLICATION_STATES, to: 'deleted' },
  /** Retention: 12 months after its listing closed (the privacy page), whatever its state. */
  expire: { from: APPLICATION_STATES, to: 'deleted' },
} as const satisfies Record<string, Move>;

export type ApplicationMove = keyof typeof APPLICATION_MOVES;

type MovesTo<Target> = {
  [M in ApplicationMove]: (typeof APPLICATION_MOVES)[M]['to'] extends Target ? M : never;
}[ApplicationMove];

/** Moves that delete the application. */
export type RemovalMove = MovesTo<'deleted'>;
/** Moves that change the status column (upload changes the resume row instead). */
export type StatusMove = Exclude<ApplicationMove, RemovalMove | 'upload'>;

/** The move each employer decision makes. */
export const DECISION_MOVES = {
  seen: 'markSeen',
  shortlisted: 'shortlist',
  rejected: 'reject',
} as const satisfies Record<EmployerDecision, StatusMove>;

/**
 * Whether an application in `state` holds one of its listing's slots: all but a withdrawn one, so a
 * withdrawal reopens a full listing while a pending upload keeps its place (until its upload form
 * expires: listings/capacity.ts).
 */
export const holdsSlot = (state: MoveTarget): boolean =>
  state !== 'withdrawn' && state !== 'deleted';

export function canMove(move: ApplicationMove, state: ApplicationState): boolean {
  const from: readonly ApplicationState[] = APPLICATION_MOVES[move].from;
  return from.includes(state);
}

/** Whether `move` from `state` gives a slot back to the listing. */
export function releasesSlot(move: ApplicationMove, state: ApplicationState): boolean {
  return canMove(move, state) && holdsSlot(state) && !holdsSlot(APPLICATION_MOVES[move].to);
}
