import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusRing } from './focus-ring';
import { focusableIn, trapTab } from './focus-trap';
import { media } from './theme';

const fadeIn = keyframes`from { opacity: 0; }`;
const riseIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.transitions.base};
`;

const Panel = styled.div<{ $width: string }>`
  display: flex;
  flex-direction: column;
  width: min(100%, ${({ $width }) => $width});
  max-height: calc(100dvh - 2rem);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  animation: ${riseIn} ${({ theme }) => theme.transitions.base};
  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} ${theme.space.sm}`};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.25rem -0.5rem 0 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    ${focusRing}
  }
`;

// When the content scrolls (a phone's short window), a shadow at the edge that hides more says
// so: the covers scroll with the content and uncover the fixed shadows only where it continues.
const Body = styled.div`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  overflow-y: auto;
  background:
    linear-gradient(${({ theme }) => theme.colors.surface} 30%, transparent) top / 100% 2rem
      no-repeat local,
    linear-gradient(transparent, ${({ theme }) => theme.colors.surface} 70%) bottom / 100% 2rem
      no-repeat local,
    radial-gradient(farthest-side at 50% 0, rgb(15 23 42 / 0.18), transparent) top / 100% 0.75rem
      no-repeat scroll,
    radial-gradient(farthest-side at 50% 100%, rgb(15 23 42 / 0.18), transparent) bottom / 100%
      0.75rem no-repeat scroll;
  background-color: ${({ theme }) => theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg} ${theme.space.lg}`};
  /* Side by side on a phone too, so the content keeps the height: each takes half the row, and
     a long label wraps the buttons onto rows of their own. */
  ${media.mobile} {
    flex-wrap: wrap;
    & > * {
      flex: 1 1 8rem;
    }
  }
`;

const widths = { sm: '26rem', md: '34rem', lg: '48rem' } as const;

/** Props of {@link Dialog}. */
export interface DialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Heading; it also names the dialog (aria-labelledby). */
  title: ReactNode;
  /** Short text under the title; it also describes the dialog (aria-describedby). */
  description?: ReactNode;
  children?: ReactNode;
  /** Called on Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Buttons shown at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** What gets focus on open; default the first focusable control of the content or actions. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Panel width, default 'sm'. */
  size?: keyof typeof widths;
  /** Accessible name of the close button, default 'Close'. */
  closeLabel?: string;
}

/**
 * A modal dialog in a portal on document.body: focus moves in on open, Tab stays inside,
 * Escape or a backdrop click closes it, and focus goes back to where it was.
 */
export function Dialog(props: DialogProps) {
  const {
    open,
    title,
    description,
    children,
    onClose,
    actions,
    initialFocusRef,
    size = 'sm',
    closeLabel = 'Close',
  } = props;
  const panelRef = useRef<HTMLDivElement>(null);
  // A drag that starts inside the panel and ends on the backdrop must not close the dialog.
  const pressStartedInside = useRef(false);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const first = focusableIn(panel).find(
        (element) => !element.hasAttribute('data-dialog-close'),
      );
      (initialFocusRef?.current ?? first ?? panel).focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      // Without scrolling: the opener is where the person left it, and when the dialog's action
      // navigated, the new page starts at its top (the shell's scroll handling) and must stay there.
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, [open, initialFocusRef]);

  // A control that is disabled while it works (a busy Save) drops the focus to the page's body,
  // where Tab and Escape no longer reach the dialog. After each render it is brought back: to the
  // control that last had it, once that can take it again, or else to the panel.
  const lastFocused = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const last = lastFocused.current;
    const canTake = last?.isConnected && panel.contains(last) && !last.matches(':disabled');
    (canTake ? last : panel).focus();
  });

  if (!open) return null;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      // Stop here so an enclosing dialog or menu does not close as well.
      event.stopPropagation();
      event.preventDefault();
      onClose();
      return;
    }
    if (panelRef.current) trapTab(event, panelRef.current);
  }

  function handleBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget && !pressStartedInside.current) onClose();
    pressStartedInside.current = false;
  }

  return createPortal(
    <Backdrop
      data-testid="dialog-backdrop"
      onMouseDown={(event) => {
        pressStartedInside.current = event.target !== event.currentTarget;
      }}
      onClick={handleBackdropClick}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
        onFocus={(event) => {
          lastFocused.current = event.target;
        }}
        $width={widths[size]}
      >
        <Header>
          <Titles>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </Titles>
          <CloseButton type="button" aria-label={closeLabel} data-dialog-close="" onClick={onClose}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </CloseButton>
        </Header>
        {children && <Body>{children}</Body>}
        {actions && <Actions>{actions}</Actions>}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
