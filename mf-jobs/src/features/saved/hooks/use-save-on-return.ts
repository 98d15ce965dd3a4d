import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dismissToast, showToast, useSession, useSessionReady, useToasts } from 'shared-kit';
import { isLogInToSavePrompt, SAVE_PARAM } from '../save-after-login';

/**
 * The job page after a visitor logged in to save it (`save=1`): a student saves it once and hears
 * "Saved to your profile" (in place of the prompt to log in, if still showing); then the parameter
 * leaves the URL (replacing the entry), so a reload or Back never saves again. Anyone else only
 * loses the parameter.
 */
export function useSaveOnReturn(save: (options: { onSaved: () => void }) => void): void {
  const [params, setParams] = useSearchParams();
  const session = useSession();
  const ready = useSessionReady();
  const messages = useToasts();
  const asked = params.get(SAVE_PARAM) === '1';
  const done = useRef(false);

  useEffect(() => {
    if (!asked || done.current) return;
    // A visitor's session may still be on its way (the shell's refresh): wait for it.
    if (!session && !ready) return;
    done.current = true;
    for (const { id, message } of messages) if (isLogInToSavePrompt(message)) dismissToast(id);
    if (session?.role === 'student') {
      save({ onSaved: () => showToast('Saved to your profile') });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [asked, messages, ready, save, session, setParams]);
}
