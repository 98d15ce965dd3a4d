import { useEffect, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { media } from './theme';

// Success messages ("Application sent.") that outlive the screen that caused them: a remote calls
// showToast() and may navigate away at once; the shell keeps one <ToastRegion /> mounted on every
// page, so the message shows and is announced there. The kit is a singleton, so every remote and
// the shell share this one queue.

/** One message of the region. */
export interface Toast {
  id: number;
  message: string;
}

/** How long a message stays before it goes by itself. */
export const TOAST_DURATION_MS = 6000;
const MAX_SHOWN = 3;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows `message` in the page's polite status region (screen readers read it once, politely). */
export function showToast(message: string): void {
  toasts = [...toasts, { id: nextId++, message }].slice(-MAX_SHOWN);
  emit();
}

/** Removes one message (its close button, or its time is up). */
export function dismissToast(id: number): void {
  const next = toasts.filter((t) => t.id !== id);
  if (next.length === toasts.length) return;
  toasts = next;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The messages now showing. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

const Region = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.dialog - 1};
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(26rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  pointer-events: none;
  ${media.mobile} {
    right: ${({ theme }) => theme.space.md};
    left: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.md};
    max-width: none;
  }
  @media print {
    display: none;
  }
`;

const Item = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  pointer-events: auto;
  p {
    flex: 1;
    margin: 0;
    padding: 0.25rem 0;
    overflow-wrap: anywhere;
  }
`;

const Close = styled.button`
  flex: none;
  width: 2rem;
  height: 2rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  &:focus-visible {
    ${focusRing}
  }
`;

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.id]);
  return (
    <Item>
      <p>{toast.message}</p>
      <Close type="button" aria-label="Dismiss message" onClick={() => dismissToast(toast.id)}>
        ×
      </Close>
    </Item>
  );
}

/**
 * The polite live region the messages appear in. Mount it once, early and on every page (the
 * shell does): a live region that is already in the page is what screen readers listen to.
 */
export function ToastRegion() {
  const shown = useToasts();
  return (
    <Region role="status" aria-live="polite" aria-label="Messages">
      {shown.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </Region>
  );
}
