import { useEffect, useState } from 'react';
import type { StudentApplication } from 'api-contract/applications';
import { LIST_PAGE_SIZE } from 'api-contract/common';
import {
  Card,
  formatDate,
  Heading,
  paths,
  showToast,
  type DataTableColumn,
  PayCell,
} from 'shared-kit';
import styled from 'styled-components';
import { ButtonLink, column, ConfirmFlow, PagedTable } from 'ui';
import { useApplications } from '../api/get-applications';
import { useWithdrawApplication } from '../api/withdraw-application';
import {
  ApplicationCard,
  ApplicationCardPlaceholder,
  ApplicationActions,
  ApplicationStatus,
  JobName,
  applicationPlaceholders,
} from './application-card';

const Body = styled.div`
  ${column('md')}
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** "Weekend Barista at Harbour Cafe", or the title alone when the business has no name. */
function withdrawTarget(application: StudentApplication) {
  const { title, business_name: business } = application.job;
  return business.trim() === '' ? title : `${title} at ${business}`;
}

/** What a student who has never applied reads in the list's place. */
export const NO_APPLICATIONS_YET =
  'You have not applied for a job yet. Find one you like and apply in a few minutes.';

/** My Job Applications: a paged table (cards on narrow screens) with Withdraw behind a dialog. */
export function ApplicationsSection() {
  const list = useApplications();
  const withdraw = useWithdrawApplication();
  const [target, setTarget] = useState<StudentApplication | null>(null);
  // Sent here after applying (/profile/student#applications): the list, once it has arrived.
  useEffect(() => {
    if (list.loading || window.location.hash !== '#applications') return;
    document.getElementById('applications-title')?.scrollIntoView({ block: 'start' });
  }, [list.loading]);

  const columns: DataTableColumn<StudentApplication>[] = [
    {
      header: 'Job Name',
      cell: (a) => <JobName application={a} />,
      placeholder: applicationPlaceholders.jobName,
    },
    {
      header: 'Pay',
      cell: (a) => <PayCell pay={a.job.pay} />,
      placeholder: applicationPlaceholders.pay,
    },
    {
      header: 'Status',
      cell: (a) => <ApplicationStatus application={a} />,
      placeholder: applicationPlaceholders.status,
    },
    {
      header: 'Date Submitted',
      cell: (a) => formatDate(a.created_at),
      placeholder: applicationPlaceholders.date,
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (a) => <ApplicationActions application={a} onWithdraw={setTarget} />,
      placeholder: applicationPlaceholders.actions,
    },
  ];

  return (
    // The anchor the site's links name (/profile/student#applications): the shell scrolls to it once
    // it is rendered, and gives up to the top when no element has the id.
    <Card
      as="section"
      id="applications"
      aria-labelledby="applications-title"
      style={{ scrollMarginTop: '5rem' }}
    >
      <Heading id="applications-title" style={{ scrollMarginTop: '5rem' }}>
        My Job Applications
      </Heading>
      <Body>
        <PagedTable
          list={list}
          pageSize={LIST_PAGE_SIZE}
          caption="My Job Applications"
          columns={columns}
          getRowKey={(a) => a.id}
          renderCard={(a) => <ApplicationCard application={a} onWithdraw={setTarget} />}
          cardPlaceholder={<ApplicationCardPlaceholder />}
          // SPEC's words fit the end of a list; a student with none at all is told what to do.
          emptyText={list.total === 0 ? NO_APPLICATIONS_YET : 'No more applications.'}
          failureMessage="Your applications could not be loaded."
          logMessage="Loading the applications failed"
          onPageChange={(page) => {
            list.setPage(page);
            // A shorter page (the last) would leave the user at the footer on a phone: bring
            // the list's title back into view when it has scrolled away above.
            const title = document.getElementById('applications-title');
            if (title && title.getBoundingClientRect().top < 0) title.scrollIntoView();
          }}
        />
        <Footer>
          <ButtonLink href={paths.jobsSearch} $variant="secondary">
            Browse More Jobs
          </ButtonLink>
        </Footer>
      </Body>
      {/* A failure keeps the dialog open and says so beside its buttons (SPEC section 8 closes it
          and only logs: ADR 0016). */}
      <ConfirmFlow
        target={target}
        title="Withdraw application?"
        message={(application) =>
          `This will withdraw your application for the ${withdrawTarget(application)}.`
        }
        confirmLabel="Withdraw"
        action={withdraw}
        onDone={(application) => {
          list.updateRow(application.id, (row) => ({
            ...row,
            status: 'withdrawn',
            no_answer_since: null,
          }));
          showToast('Application withdrawn.');
        }}
        onClose={() => setTarget(null)}
        failure="Your application could not be withdrawn. Please try again."
      />
    </Card>
  );
}
