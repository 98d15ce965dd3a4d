import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { NavItems } from './nav-items';

const Backdrop = styled.div`
  position: fixed;
  inset: ${({ theme }) => theme.layout.navHeight} 0 0 0;
  background: rgba(15, 23, 42, 0.45);
  z-index: 40;
`;

const Panel = styled.nav`
  position: fixed;
  top: ${({ theme }) => theme.layout.navHeight};
  left: 0;
  right: 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  padding: 0.75rem 1rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
`;

type Props = { id: string; counts: ReadonlyMap<string, number>; onClose: () => void };

/** The collapsed menu on narrow screens: closes on Escape, on a backdrop click and after a link. */
export function MobileMenu({ id, counts, onClose }: Props) {
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    panel.current?.querySelector<HTMLElement>('a')?.focus();
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <>
      <Backdrop data-testid="mobile-menu-backdrop" onClick={onClose} />
      <Panel id={id} ref={panel} aria-label="Main menu">
        <NavItems counts={counts} onNavigate={onClose} />
      </Panel>
    </>
  );
}
