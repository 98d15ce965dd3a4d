// A phone's targets are a fingertip: at least 44px (2.75rem) each way, the size WCAG's enhanced
// target rule and the platforms' guidelines ask, where the table's compact 24–32px controls sit
// too close to hit one without the other. Wider screens, used with a pointer, keep the compact row.
import { css } from 'styled-components';
import { media } from 'shared-kit';

export const FINGER_TARGET = '2.75rem';

/** At phone widths: the control is at least a fingertip each way. */
export const fingerTarget = css`
  ${media.mobile} {
    min-height: ${FINGER_TARGET};
    min-width: ${FINGER_TARGET};
  }
`;
