// Closing a listing as filled with applicants named as hired (listings/close-listing.ts calls this
// in its transaction): each one still under way becomes hired, with its history line and a mail
// that says the student got the job; one already hired (through an accepted offer) stays as it is.
// A name that was rejected, withdrawn or declined cannot be hired, and undoes the whole close.
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows } from '../db/client';
import { employers, listings, users } from '../db/schema';
import { tableAs } from '../db/sql-names';
import { employerMessages } from '../accounts/employers/messages';
import { HttpError } from '../plugins/http/http-error';
import type { HireAtClose } from '../listings/close-listing';
import { enqueueMail } from '../mail/queue';
import { hiredMail } from '../mail/templates';
import { lockApplication, recordMove } from './history';
import { canMove } from './status';
import { a, moveStatus } from './status-sql';

const l = alias(listings, 'l');
const e = alias(employers, 'e');
const u = alias(users, 'u');

export const hireAtClose: HireAtClose = async (tx, input, notices) => {
  // In one order, so two closes naming the same applicants never wait on each other in a cycle.
  for (const applicationId of [...new Set(input.applicationIds)].sort()) {
    const status = await lockApplication(tx, applicationId);
    if (status === 'hired') continue;
    if (status === undefined || !canMove('hireAtClose', status)) {
      throw new HttpError(400, employerMessages.hiredNotUnderWay);
    }
    const [hired] = await queryRows<{ email: string; title: string; business_name: string }>(
      tx,
      sql`${moveStatus('hireAtClose', sql`${a.id} = ${applicationId}::uuid`)}
        select ${u.email}, ${l.title}, ${e.businessName} from moved
        join ${tableAs(u)} on ${u.id} = moved.student_id
        join ${tableAs(l)} on ${l.id} = moved.listing_id
        join ${tableAs(e)} on ${e.userId} = ${l.employerId}`,
    );
    // A pending upload is not an application yet: it cannot be hired.
    if (!hired) throw new HttpError(400, employerMessages.hiredNotUnderWay);
    await recordMove(tx, {
      applicationId,
      from: status,
      to: 'hired',
      actor: { role: 'employer', id: input.employerId },
      at: notices.now,
    });
    const job = { title: hired.title, businessName: hired.business_name };
    await enqueueMail(
      tx,
      `hired:${applicationId}`,
      hiredMail(hired.email, job, notices.publicUrl),
      notices.now,
    );
  }
};
