import styled from 'styled-components';
import { TitledSection } from 'ui';

/** One titled block of the application review; what the applicant wrote keeps its line breaks. */
export const ReviewSection = styled(TitledSection)`
  p {
    white-space: pre-line;
  }
`;
