import { PageContainer } from 'shared-kit';
import styled from 'styled-components';

/** The narrow page around a panel reached from an alert mail's link (unsubscribe, turn on). */
export const MailLinkPage = styled(PageContainer)`
  max-width: 36rem;
  padding-top: ${({ theme }) => theme.space.xxl};
`;
