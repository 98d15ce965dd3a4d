import { buttonStyles, RemoteLink, type ButtonStyleProps } from 'shared-kit';
import styled from 'styled-components';

/**
 * A link to a screen drawn as a button (`$variant`, `$size` as the kit's Button): the kit's
 * RemoteLink, so Ctrl/Cmd-click opens a new tab and a plain click stays in the page.
 */
export const ButtonLink = styled(RemoteLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
