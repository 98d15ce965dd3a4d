import styled from 'styled-components';

/**
 * A native input that stays the control (its label, keyboard and screen-reader behaviour, and what
 * a test picks files with) while something beside it is what the eye sees, e.g. a file input
 * drawn as a button.
 */
export const VisuallyHiddenInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  border: 0;
`;
