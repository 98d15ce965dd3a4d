import { ExternalLink, List, MailLink, P, PageLink, Term } from '../components/prose';
import type { LegalSection } from '../types';
import { legalDetails } from './legal-details';

const { operator, legalEmail, privacyEmail, fairWorkUrl } = legalDetails;

export const termsIntro = (
  <>
    <p>
      These Terms of Service govern your use of the Student Gigs marketplace, operated by {operator}{' '}
      (“Student Gigs”, “we”, “us”) of Sydney NSW. Student Gigs helps students find flexible,
      part-time work and helps local businesses find students to do it.
    </p>
    <p>
      By creating an account or using the platform you agree to these Terms and to our{' '}
      <PageLink to="/privacy">Privacy Policy</PageLink>. If you do not agree, please do not use
      Student Gigs.
    </p>
  </>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <P>
          You must be at least the minimum legal working age in your state or territory to create an
          account or apply for a job. There is no single national minimum working age in Australia:
          each state and territory sets its own rules on how old young people must be, the hours
          they can work and the kinds of work they can do.
        </P>
        <P>
          If you are under 18 you may need a parent or guardian’s consent to use the platform and to
          take up a job. Some roles have their own minimum age; for example, you must be 18 or over
          to serve or sell alcohol.
        </P>
        <P>
          Employer accounts must be opened by a person authorised to act for a business that can
          lawfully hire in Australia. Everyone must give accurate information and keep one account
          each.
        </P>
      </>
    ),
  },
  {
    id: 'use-of-platform',
    title: 'Use of Platform',
    body: (
      <>
        <P>
          We give you a personal, non-transferable right to use Student Gigs to look for work or to
          hire, in line with these Terms. You are responsible for keeping your login details secure
          and for activity on your account; tell us promptly if you think someone else has used it.
        </P>
        <P>
          You must not copy listings or profiles in bulk, scrape or automate access to the platform,
          interfere with its security or operation, or use it for any purpose other than finding or
          offering work. We may change, pause or stop features, and the platform may sometimes be
          unavailable for maintenance.
        </P>
      </>
    ),
  },
  {
    id: 'facilitator-only',
    title: 'Facilitator Only',
    body: (
      <>
        <P>
          Student Gigs is a facilitator only. We connect students and employers; we are not a party
          to any job. In particular:
        </P>
        <List>
          <li>
            <Term>We do not employ users.</Term> Any work arrangement is between the student and the
            employer, who agree the pay, hours and conditions. The employer is responsible for
            wages, superannuation, tax withholding and insurance.
          </li>
          <li>
            <Term>We do not guarantee jobs.</Term> We cannot promise that a student will find work,
            that an employer will find a candidate, or that any application will succeed.
          </li>
          <li>
            <Term>We vet listings, not employers.</Term> Every new listing is checked automatically
            when it is posted for the signs of a job scam: upfront fees, requests for bank details,
            a tax file number or identity documents, contact moved off the platform, pay in crypto
            or gift cards, commission-only pay and pay too good to be true. A listing that shows
            them, that comes from an employer whose listing we removed or students reported, or that
            students report, waits for our team&rsquo;s review, and we remove the scams we find. We
            do not verify identities, business registrations, licences or the accuracy of listings,
            and we do not check references or criminal records. Vetting is not a guarantee of any
            employer.
          </li>
        </List>
        <P>
          A “verified” student profile means the student has confirmed their email address and
          provided academic details; we do not independently confirm every credential. Please make
          your own enquiries before you accept or offer work.
        </P>
      </>
    ),
  },
  {
    id: 'user-conduct',
    title: 'User Conduct',
    body: (
      <>
        <P>When you use Student Gigs you must not:</P>
        <List>
          <li>post false, misleading, offensive or unlawfully discriminatory content;</li>
          <li>harass, threaten or abuse anyone, on or off the platform;</li>
          <li>ask a student to pay a fee, buy goods or hand over bank details to get a job;</li>
          <li>
            use anyone’s personal information for anything other than the job it was shared for;
          </li>
          <li>impersonate another person or business, or upload malware or spam.</li>
        </List>
        <P>
          Please report anything that breaks these rules to <MailLink address={legalEmail} />.
        </P>
      </>
    ),
  },
  {
    id: 'job-listings-and-applications',
    title: 'Job Listings & Applications',
    body: (
      <>
        <P>
          <Term>Employers</Term> must only list real, currently available roles and describe the
          pay, hours, location and requirements accurately. Pay and conditions must meet the Fair
          Work Act 2009 (Cth) and any applicable award or agreement, including minimum and award
          rates, casual loading and penalty rates. Application questions must be relevant to the
          role and lawful, and applicant information may be used only to assess applications.
        </P>
        <P>
          <Term>Students</Term> must make sure their profiles and applications are true and their
          own. When you apply, the employer receives your answers, resume and contact details.
          Resumes must be PDF, DOC or DOCX files of no more than 5 MB. You can withdraw an
          application, and an employer marking it seen or rejected is the employer’s decision, not
          ours.
        </P>
        <P>
          <Term>Vetting.</Term> A new listing may be held for our review before students see it,
          usually for less than a day; its employer sees it as under review. Students can report a
          listing from its page, and a listing several students report is held until we decide. We
          may review, reject or remove any listing or application that breaches these Terms. When we
          remove a listing as a likely scam, we warn the students who applied to it, and its
          employer cannot post again until we have reviewed their account. Each employer may post a
          limited number of listings an hour, a day and at once, fewer in their first week.
        </P>
      </>
    ),
  },
  {
    id: 'safety-and-compliance',
    title: 'Safety & Compliance',
    body: (
      <>
        <P>
          Workplace safety is the employer’s responsibility. Employers must meet work health and
          safety laws, provide induction, training and supervision, and hold the insurance the law
          requires, including workers compensation.
        </P>
        <P>
          Where a role involves work with children, the employer must require, and the student must
          hold, a valid Working With Children Check for their state or territory. Other roles may
          need licences, such as Responsible Service of Alcohol. Students on a visa must stay within
          its work conditions.
        </P>
        <P>
          Students can learn about minimum pay, award rates and their rights at work from the Fair
          Work Ombudsman at <ExternalLink href={fairWorkUrl}>fairwork.gov.au</ExternalLink> or on 13
          13 94. Never pay to get a job, and if you are ever in immediate danger, call 000.
        </P>
      </>
    ),
  },
  {
    id: 'disclaimers-and-liability',
    title: 'Disclaimers & Liability',
    body: (
      <>
        <P>
          Nothing in these Terms excludes, restricts or modifies any consumer guarantee, right or
          remedy under the Australian Consumer Law that cannot lawfully be excluded.
        </P>
        <P>
          Subject to that, the platform is provided as is. To the extent the law allows, we are not
          liable for the acts or omissions of employers or students, including unpaid wages, working
          conditions, workplace injuries or disputes, nor for any indirect or consequential loss.
          Where our liability cannot be excluded but can be limited, it is limited to supplying the
          services again or paying the cost of having them supplied again.
        </P>
        <P>These Terms are governed by the laws of New South Wales.</P>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Termination',
    body: (
      <>
        <P>
          You can stop using Student Gigs at any time, and ask us to close your account by emailing{' '}
          <MailLink address={legalEmail} />.
        </P>
        <P>
          We may suspend or close an account, or remove content, if you breach these Terms, if the
          law requires it, or to protect other users. Unless it would be unsafe or unlawful, we will
          tell you why. When an account closes, its listings and applications are removed and its
          data is handled as our Privacy Policy describes.
        </P>
      </>
    ),
  },
  {
    id: 'changes-to-terms',
    title: 'Changes to Terms',
    body: (
      <P>
        We may update these Terms as the platform or the law changes. The date at the top shows when
        they last changed. For significant changes we will give you at least 14 days’ notice by
        email or on the platform. If you keep using Student Gigs after a change takes effect, the
        new Terms apply; if you do not agree, you can close your account.
      </P>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact Us',
    body: (
      <>
        <P>
          Questions about these Terms, or reports of a listing or user, go to{' '}
          <MailLink address={legalEmail} />. For privacy matters, write to{' '}
          <MailLink address={privacyEmail} />.
        </P>
        <P>{operator}, Sydney NSW, Australia.</P>
      </>
    ),
  },
];
