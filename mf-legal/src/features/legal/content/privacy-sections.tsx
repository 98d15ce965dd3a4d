import { ALERT_CONFIRM_DAYS } from 'api-contract/common';
import type { ReactNode } from 'react';
import { ExternalLink, Facts, List, MailLink, P, SubHeading, Term } from '../components/prose';
import type { LegalSection } from '../types';
import { legalDetails } from './legal-details';

const { operator, privacyEmail, oaicUrl } = legalDetails;

type DecisionProps = { title: string; decides: ReactNode; uses: ReactNode };

/**
 * One automated decision, always in the same two parts, because the Privacy Act (APP 1.7 to 1.9)
 * asks the policy to say what each decision is and which kinds of personal information it uses,
 * and a reader scanning for theirs finds them in the same place every time.
 */
function Decision({ title, decides, uses }: DecisionProps) {
  return (
    <>
      <SubHeading>{title}</SubHeading>
      <Facts>
        <div>
          <dt>What it decides</dt>
          <dd>{decides}</dd>
        </div>
        <div>
          <dt>What it uses</dt>
          <dd>{uses}</dd>
        </div>
      </Facts>
    </>
  );
}

export const privacyIntro = (
  <>
    <p>
      This policy explains how {operator} (“Student Gigs”, “we”, “us”), based in Sydney NSW,
      collects, uses, shares and protects personal information when you use the Student Gigs
      marketplace, which connects students looking for flexible work with local businesses.
    </p>
    <p>
      We are bound by the Privacy Act 1988 (Cth) and the Australian Privacy Principles (APPs). You
      can browse job listings without an account; to apply for or post a job you need to tell us who
      you are, because employers and students need to contact each other.
    </p>
  </>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'data-we-collect',
    title: 'Data We Collect',
    body: (
      <>
        <P>We collect only what we need to run the marketplace. Depending on how you use it:</P>
        <List>
          <li>
            <Term>Account and profile data:</Term> your email address, a password (stored only as a
            one-way hash), your role as a student or employer, your name and contact details. For
            students this includes your education provider, course, qualifications, availability and
            the “about” and experience text you choose to add.
          </li>
          <li>
            <Term>Job and application data:</Term> the jobs you apply for, your answers to an
            employer’s questions, the resume you upload, the contact details you share with that
            employer, and each application’s status and its history (for example seen, shortlisted,
            offered, hired or withdrawn, who moved it and when). If you save a resume to your
            profile, we keep that file too, and each application you send with it gets a copy of its
            own. As an application goes on we keep the interview times an employer offers and the
            one a student picks, the place and notes, an offer’s start date and hours, and the
            messages the student and the employer send each other about it. If you tell us in your
            profile that you hold a student visa with a work limit, we keep that too: only you see
            it, and it is used only to warn you before you accept work over the limit.
          </li>
          <li>
            <Term>Saved jobs and job alerts:</Term> the jobs you save (which listing, and when you
            saved it) and, for each job alert you set up, the search it follows (category, search
            words, place and radius, minimum pay), how often to email you, whether it is paused, and
            which listings we have already emailed you for it, so that none is sent twice. If you
            set up a job alert without an account, we keep the email address you give with it, and
            whether that address has confirmed the alert.
          </li>
          <li>
            <Term>Student verification:</Term> if you verify your student status, the university or
            TAFE email address you verify, the institution it belongs to, and when you verified it
            and when that ends. While you wait for the code we email it, we keep only a one-way hash
            of the code. A verified address shows that you control it, not that you are enrolled.
          </li>
          <li>
            <Term>Usage and device data:</Term> your IP address, browser and device type, the pages
            you request, dates and times, and error logs. We use your IP address or the location you
            enter to estimate an approximate area, so we can show jobs nearby. We do not track your
            precise location.
          </li>
          <li>
            <Term>Employer data:</Term> the business name, contact person and description; the
            business’s address (street, suburb, state and postcode), website and phone number, if
            the employer gives them; the business’s ABN, if the employer gives one, and what the
            Australian Business Register’s public record says of it (whether it is active or
            cancelled, and the names registered to it); and the job listings an employer publishes:
            title, location, pay, hours and schedule, description and application questions.
          </li>
          <li>
            <Term>User content:</Term> anything else you write or upload, such as profile
            descriptions, answers, listing descriptions, reports of listings (with whether our team
            upheld them) and messages to our team.
          </li>
        </List>
        <P>
          Please do not include sensitive information (such as health details, religion or criminal
          history) in free-text fields or resumes unless a role genuinely requires it.
        </P>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    title: 'How We Use Data',
    body: (
      <>
        <P>We use personal information to:</P>
        <List>
          <li>create and run your account, and confirm your email address with a one-time code;</li>
          <li>show job listings by category and by distance from you;</li>
          <li>
            keep the jobs you save, and email you new listings that match your job alerts, straight
            away or in a daily digest, as you choose;
          </li>
          <li>
            send your application to the employer you choose, and let employers review and respond
            to applications;
          </li>
          <li>
            send service emails such as verification codes, password resets and status updates;
          </li>
          <li>
            keep the platform safe: we check the words and pay of every new listing automatically
            for the signs of a job scam, our moderators review the listings held by those checks and
            the listings students report (the reason and details of a report are seen by our team,
            never by the employer), and we prevent fraud and spam (“Automated Decisions” below says
            which of these checks a program makes, and how to ask a person to review one);
          </li>
          <li>fix problems and improve features, using aggregated or de-identified usage data;</li>
          <li>meet our legal obligations and respond to lawful requests.</li>
        </List>
        <P>
          We do not sell personal information and we do not use it for third-party advertising. If
          we ever send you news about Student Gigs, every message will include an easy way to opt
          out.
        </P>
        <P>
          We send job alert emails only for alerts you set up. Every one has an unsubscribe link
          that stops that alert with one click, without logging in, and you can pause or delete your
          alerts in your profile at any time. For an alert set up with an email address and no
          account, we first email that address a link to turn the alert on, and we send no job alert
          emails to it until the link is used.
        </P>
      </>
    ),
  },
  {
    id: 'automated-decisions',
    title: 'Automated Decisions',
    body: (
      <>
        <P>
          Some decisions on Student Gigs are made by a computer program and could significantly
          affect you: whether a job listing goes live, whether you can post or log in, whether your
          profile shows “verified student”. This section names each one, what it decides and what
          personal information it uses. If you run your business as a sole trader, your business
          details are personal information and are covered here too. The Privacy Act requires this
          list from 10 December 2026; it applies here from 29 November 2026.
        </P>
        <P>
          The program makes each decision below on its own, but none of them refuses or removes
          anything for good: a held listing waits for a moderator, a pause lasts until a moderator
          lifts it, a limit lifts with time or when an open listing closes, and a listing refused
          for its pay can be corrected and posted. When a moderator decides on a held listing, the
          program helps by showing them why it acted, what students reported and the employer’s past
          listings with us; the decision is the moderator’s.
        </P>

        <Decision
          title="Holding a new job listing for review"
          decides={
            <>
              <P>
                Whether a new listing goes live at once or waits for a moderator. A program holds it
                when:
              </P>
              <List>
                <li>
                  its words, or the business’s name or description, look like a job scam: asking for
                  money, for bank or identity details, or to move contact off the site;
                </li>
                <li>its pay is far above what similar listings pay;</li>
                <li>
                  our team removed or rejected one of the employer’s listings before (until a
                  moderator approves a later one);
                </li>
                <li>
                  the Australian Business Register shows the employer’s ABN as cancelled, where we
                  have checked it there.
                </li>
              </List>
              <P>A held listing is not public until a moderator approves it.</P>
            </>
          }
          uses={
            <>
              The listing (title, short preview, description, schedule, questions, location and
              pay); the employer’s business name, description and ABN; the register’s public record
              of that ABN; and our team’s past decisions on the employer’s listings.
            </>
          }
        />

        <Decision
          title="Checking a business profile again after an edit"
          decides={
            <>
              When an employer edits their business profile, a program checks it again for the same
              signs of a scam. If it now shows them, the employer’s live listings go back to review
              and are not public until a moderator approves them.
            </>
          }
          uses={
            <>
              The employer’s business name and description, and which of their listings are live. A
              new business name is also checked against the register’s record of their ABN.
            </>
          }
        />

        <Decision
          title="Holding a listing that students report"
          decides={
            <>
              Whether a live listing that students report is taken out of search before a moderator
              looks at it. A program weighs each report by its author’s standing: whether they have
              verified a university or TAFE email address, how long their account has existed and
              whether it has applied for jobs, and how many of their past reports our team upheld.
              Only reports with enough standing between them take the listing out of search; every
              report reaches a moderator either way.
            </>
          }
          uses={
            <>
              For each student who reports: whether they are a verified student, their account’s
              age, how many applications they have made, and how their past reports were decided.
            </>
          }
        />

        <Decision
          title="Posting limits and pauses"
          decides={
            <>
              How many listings an employer account may post in an hour and in a day, and how many
              it may have open at once; a new account’s limits are lower. Posting also pauses when
              our team removes one of the employer’s listings: a person decided the removal, and the
              pause follows automatically until a moderator reinstates posting.
            </>
          }
          uses={
            <>
              When the account was created, how many listings it has posted in the last hour and day
              and has open, and whether our team removed one of its listings.
            </>
          }
        />

        <Decision
          title="Limits on sign-ups, logins, reports and emails"
          decides={
            <>
              Whether to turn away, for a short time, a sign-up, a login, a report or a request that
              sends an email (such as a code or a password reset link) when too many come for one
              email address or from one network. This stops floods and password guessing; when the
              time is up, you can try again.
            </>
          }
          uses={
            <>
              Your email address and your network address (your IP address, or for IPv6 the /64
              block it belongs to), and for logins whether your browser has signed in to your
              account before. Each count is kept only for its time window, from minutes to a day,
              and is not stored with your account. Reports are the exception: a student may report
              five listings a day and one listing of a business at a time, counted from the reports
              they have made, which we keep as “Data We Collect” says.
            </>
          }
        />

        <Decision
          title="The minimum pay check"
          decides={
            <>
              Whether a new listing’s pay reaches the national minimum wage for its employment type
              (casual, part-time, fixed-term or one-off) on every day the listing runs, or the
              lowest junior rate where the listing says junior rates apply. If it does not, the
              listing is refused with the reason, and the employer can correct the pay and post it.
            </>
          }
          uses={
            <>
              The listing’s pay, employment type and dates, and whether it says junior rates apply.
            </>
          }
        />

        <Decision
          title="Verifying a student email address"
          decides={
            <>
              Whether your profile shows “verified student”. A program checks that the address you
              give belongs to a university or TAFE on our list of Australian institutions and emails
              it a code; entering the code marks your profile verified for 12 months. Employers see
              the badge on your applications, and it adds to the standing of your reports.
            </>
          }
          uses={<>The university or TAFE email address you give, and the code you enter.</>}
        />

        <Decision
          title="Warning about an employer’s message"
          decides={
            <>
              When an employer’s message to a student on an application looks like a job scam
              (asking for money, for bank or identity details, or to move contact off the site), a
              program delivers it with a warning the student sees and lists it for our moderators,
              who may act on the employer’s listings. The message is still delivered, and the
              employer is not told. A student can also report a message, which lists it for our
              moderators too; a report on its own changes nothing for the employer. A moderator then
              decides: if the message is not a scam, the warning is removed; if it is, the listing
              is taken down and the employer’s posting is paused, and the employer is told why.
            </>
          }
          uses={<>The message’s text, and which employer, student and application it belongs to.</>}
        />

        <SubHeading>Asking a person to review a decision</SubHeading>
        <List>
          <li>
            <Term>Employers:</Term> if your listing is held or your posting is paused, press “Ask
            for review” on the listing or on the notice. Your message goes to our moderators, who
            answer by email.
          </li>
          <li>
            <Term>Anyone:</Term> write to <MailLink address={privacyEmail} /> about any decision
            above, saying which one and roughly when it happened.
          </li>
        </List>
        <P>
          Asking is free, and we answer within 30 days. You can also ask for access to the personal
          information a decision used, or ask us to correct it, as “Your Rights” explains.
        </P>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases',
    body: (
      <>
        <P>
          Under the APPs we collect only personal information that is reasonably necessary for our
          functions (APP 3), and we use or disclose it for the purpose we collected it, for a
          related purpose you would reasonably expect, with your consent, or where the law requires
          or authorises it (APP 6). In practice we rely on:
        </P>
        <List>
          <li>
            <Term>Providing the service you asked for:</Term> running your account, showing jobs,
            passing applications between students and employers, keeping your saved jobs and sending
            the job alerts you set up.
          </li>
          <li>
            <Term>Your consent:</Term> for example, when you submit an application you ask us to
            share it with that employer. You can withdraw consent for future use at any time.
          </li>
          <li>
            <Term>Our legitimate interests:</Term> keeping the platform secure, preventing misuse
            and improving it, in ways that do not override your privacy.
          </li>
          <li>
            <Term>Legal obligations:</Term> where a law, court or regulator requires us to act.
          </li>
        </List>
      </>
    ),
  },
  {
    id: 'when-we-share-data',
    title: 'When We Share Data',
    body: (
      <>
        <P>We share personal information only in these cases:</P>
        <List>
          <li>
            <Term>With employers you apply to:</Term> your profile, answers, resume and contact
            details for that application, and, if you have verified your student status, the name of
            your institution and when you verified (never the address you verified with). The
            employer then handles them under its own privacy obligations and should use them only to
            assess your application.
          </li>
          <li>
            <Term>With visitors:</Term> an employer’s business name and published listings are
            visible to anyone browsing jobs, with the business’s suburb, state and website if the
            employer gives them. Its street and phone number are not shown: they are for our team.
          </li>
          <li>
            <Term>With the Australian Business Register:</Term> the ABN an employer gives, where we
            check it against the register’s public record.
          </li>
          <li>
            <Term>With our service providers:</Term> hosting, database, file storage, email
            delivery, location lookup and error monitoring, under contracts that limit their use to
            our instructions.
          </li>
          <li>
            <Term>Where the law requires or allows it:</Term> for example to police, courts or
            regulators, or to lessen a serious threat to someone’s life, health or safety.
          </li>
          <li>
            <Term>If our business changes hands:</Term> to a buyer or successor, who must continue
            to protect your information as this policy describes.
          </li>
        </List>
      </>
    ),
  },
  {
    id: 'cookies-and-similar-tech',
    title: 'Cookies & Similar Tech',
    body: (
      <>
        <P>
          We use only essential cookies: a secure session cookie that signs you in and keeps you
          signed in; a cookie that remembers, for 180 days, that a browser has signed in to your
          account, so that other people trying to guess your password do not slow down your own
          sign-in there (it holds no personal details); and similar browser storage for short-lived
          steps such as an unfinished sign-up. We do not use advertising cookies, cross-site
          tracking or third-party analytics that build a profile of you.
        </P>
        <P>
          You can clear cookies in your browser at any time. Because these cookies are strictly
          necessary, clearing or blocking them will sign you out and you will not be able to sign in
          until they are allowed again.
        </P>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Transfers',
    body: (
      <>
        <P>
          We keep data in Australia where practical. Some of our hosting, storage, email and
          monitoring providers may store or access personal information on servers outside
          Australia, including in the United States and other countries where they or their
          sub-processors operate.
        </P>
        <P>
          Before any such cross-border disclosure we take reasonable steps, as APP 8 requires, to
          ensure the recipient handles the information consistently with the APPs, mainly through
          contractual commitments about security, confidentiality and use. We remain accountable for
          how those providers handle your information.
        </P>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    body: (
      <>
        <P>We keep personal information only for as long as we need it:</P>
        <List>
          <li>
            <Term>Account and profile data:</Term> while your account is active. When you close your
            account, we delete or de-identify it within 30 days.
          </li>
          <li>
            <Term>Applications and resumes:</Term> for up to 12 months after the job listing closes,
            so both sides can refer back to them, then deleted. Closing your account deletes your
            applications sooner; copies an employer has already downloaded are held by that
            employer.
          </li>
          <li>
            <Term>A resume saved to your profile:</Term> until you replace or delete it, or close
            your account. Replacing or deleting it never changes the copy an employer already has
            with an application.
          </li>
          <li>
            <Term>Saved jobs and job alerts:</Term> while your account exists, because they are what
            the feature needs to work. Removing a saved job or deleting an alert (or stopping it
            with its email’s unsubscribe link) deletes it, together with its record of the listings
            already emailed; deleting your account deletes them all.
          </li>
          <li>
            <Term>Job alerts without an account:</Term> the email address you give is kept with the
            saved search until you stop the alert with its email’s unsubscribe link, which deletes
            both. If the address does not confirm the alert with the link we email it within{' '}
            {ALERT_CONFIRM_DAYS} days, we delete the alert and the address.
          </li>
          <li>
            <Term>Student verification:</Term> for as long as it lasts, 12 months from when you
            verify, then deleted with the address you verified; removing it from your profile or
            closing your account deletes it at once. A code that is never entered is deleted within
            an hour of expiring, 15 minutes after we email it. Our record of each email we send (to
            whom, without its text once sent) is kept for a week.
          </li>
          <li>
            <Term>Job listings:</Term> while the employer’s account is active, and for up to 12
            months after a listing closes.
          </li>
          <li>
            <Term>Usage and security logs:</Term> up to 90 days, unless needed to investigate an
            incident.
          </li>
          <li>
            <Term>Backups:</Term> encrypted, rolling backups are overwritten within 35 days, so
            deleted data disappears from them within that time.
          </li>
        </List>
        <P>
          We may keep information longer where a law requires it or to resolve a dispute, and then
          destroy or de-identify it.
        </P>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <>
        <P>
          We protect personal information with encryption in transit (HTTPS), one-way hashing of
          passwords, short-lived verification and reset codes, access-controlled storage for
          resumes, and access limited to people who need it to run the service.
        </P>
        <P>
          No online service is completely secure, so please use a strong password you do not use
          elsewhere and tell us straight away if you notice anything suspicious. If a data breach is
          likely to cause serious harm, we will notify you and the Office of the Australian
          Information Commissioner (OAIC) under the Notifiable Data Breaches scheme.
        </P>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <P>
          You can view and update most of your information in your profile. You can also ask us to:
        </P>
        <List>
          <li>give you access to the personal information we hold about you (APP 12);</li>
          <li>correct information that is inaccurate, out of date or incomplete (APP 13);</li>
          <li>close your account and delete your information, subject to the retention above;</li>
          <li>stop sending you any optional emails.</li>
        </List>
        <P>
          Email <MailLink address={privacyEmail} /> with your request. We may need to confirm your
          identity, and we respond within 30 days. Making a request is free. If we cannot do what
          you ask, we will explain why in writing and how to complain.
        </P>
        <P>
          Signed in, you can also download a copy of the personal information we hold about you at
          any time, free: press “Download your data” on your profile page. It is one ZIP file of
          your account, profile, applications, messages and resumes (for employers, your listings
          and the applications you received), with a README that says what each file is.
        </P>
        <P>
          If you have a privacy complaint, please contact us first. If you are not satisfied with
          our response within 30 days, you can complain to the OAIC at{' '}
          <ExternalLink href={oaicUrl}>oaic.gov.au</ExternalLink> or on 1300 363 992.
        </P>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <>
        <P>
          Student Gigs is for people who have reached the minimum legal working age in their state
          or territory. We do not knowingly collect personal information from anyone younger.
        </P>
        <P>
          If you are under 18, please involve a parent or guardian before you create an account or
          apply for a job; an employer may also need their consent. If you believe a child has given
          us personal information, contact us and we will delete it.
        </P>
      </>
    ),
  },
  {
    id: 'changes-to-this-policy',
    title: 'Changes to this Policy',
    body: (
      <>
        <P>
          We may update this policy as the platform or the law changes. The date at the top shows
          when it last changed. If a change significantly affects how we handle your information, we
          will tell you by email or with a notice on the platform before it takes effect.
        </P>
        <P>
          <Term>29 November 2026:</Term> we added “Automated Decisions”, which names each decision a
          computer program makes, or helps a person make, about you, the personal information it
          uses, and how to ask a person to review it. “Data We Collect” and “When We Share Data” now
          also name the ABN an employer may give and the register’s record of it, and the reports
          students make of listings. Later that day we added the hiring steps after an application
          (its history, interview times, offers, messages, and the student visa setting) to “Data We
          Collect”, and the warning on employers’ messages to “Automated Decisions”, with what a
          moderator’s decision on a flagged or reported message does. “Your Rights” now says how to
          download your data yourself when signed in. Later still, “Data We Collect” and “When We
          Share Data” named the business’s address, website and phone number an employer may give,
          and which of them visitors see.
        </P>
      </>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <P>
          For privacy questions, requests or complaints, contact our privacy officer at{' '}
          <MailLink address={privacyEmail} />.
        </P>
        <P>
          {operator}, Sydney NSW, Australia. We aim to acknowledge messages within 5 business days
          and resolve them within 30 days.
        </P>
      </>
    ),
  },
];
