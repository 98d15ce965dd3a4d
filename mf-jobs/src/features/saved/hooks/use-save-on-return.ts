import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { dismissToast, useSession, useSessionReady, useToasts } from 'shared-kit';
import { isLogInToSavePrompt, SAVE_PARAM } from '../save-after-login';

/**
 * The job page after a visitor logged in to save it (`save=1`): a student saves it once (the
 * toggle says "Saved to your profile" beside itself, and the prompt to log in goes if still
 * showing); then the parameter
 * leaves the URL (replacing the entry), so a reload or Back never saves again. Anyone else only
 * loses the parameter.
 */
export function useSaveOnReturn(save: () => void): void {
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
    if (session?.role === 'student') save();
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
