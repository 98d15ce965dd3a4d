import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_ATTRIBUTE, SERVER_VIEW_ID, SERVER_VIEW_STYLE_ID } from '../page-protocol';
import { removeServerView, useTakeOverServerView } from '../server-view';

/** The page as the site server sends it: the view leading <main>, its styles in <head>. */
function serverPage() {
  const style = document.createElement('style');
  style.id = SERVER_VIEW_STYLE_ID;
  document.head.append(style);
  const main = document.createElement('main');
  main.innerHTML = `<div id="${SERVER_VIEW_ID}" data-path="/jobs/search"><label for="words">Search jobs</label><input id="words"><button>Save job</button><button>Search</button></div>`;
  const app = document.createElement('div');
  main.append(app);
  document.body.append(main);
  return { main, app };
}

/** The app's own view of the same screen, taking the server's over once `ready`. */
function AppView({ ready, onSearch }: { ready: boolean; onSearch: (words: string) => void }) {
  const [words, setWords] = useState('');
  useTakeOverServerView(ready);
  return (
    <div>
      <label htmlFor="words">Search jobs</label>
      <input id="words" value={words} onChange={(event) => setWords(event.target.value)} />
      <button type="button">Save job</button>
      <button type="button" onClick={() => onSearch(words)}>
        Search
      </button>
    </div>
  );
}

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

describe("the app taking the server's view over", () => {
  it('waits until its own view is ready, then takes the view and its styles away', () => {
    const { app } = serverPage();
    const onSearch = vi.fn();
    const view = render(<AppView ready={false} onSearch={onSearch} />, { container: app });
    expect(document.getElementById(SERVER_VIEW_ID)).not.toBeNull();
    view.rerender(<AppView ready onSearch={onSearch} />);
    expect(document.getElementById(SERVER_VIEW_ID)).toBeNull();
    expect(document.getElementById(SERVER_VIEW_STYLE_ID)).toBeNull();
  });

  it('carries over the words typed, the focus and the last tap on the view', async () => {
    vi.useFakeTimers();
    try {
      const { app } = serverPage();
      const field = document.querySelector<HTMLInputElement>(`#${SERVER_VIEW_ID} input`);
      if (!field) throw new Error('no field');
      field.value = 'barista';
      field.focus();
      // The shell's first script held a tap on the second button (shell/vite/view-first.ts).
      document.getElementById(SERVER_VIEW_ID)?.setAttribute(HELD_TAP_ATTRIBUTE, '1');

      const onSearch = vi.fn();
      render(<AppView ready onSearch={onSearch} />, { container: app });
      await act(() => vi.runAllTimersAsync());
      expect(screen.getByLabelText('Search jobs')).toHaveProperty('value', 'barista');
      expect(document.activeElement).toBe(screen.getByLabelText('Search jobs'));
      expect(onSearch).toHaveBeenCalledWith('barista');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is simply dropped when the visitor goes elsewhere first', () => {
    serverPage();
    removeServerView();
    expect(document.getElementById(SERVER_VIEW_ID)).toBeNull();
    expect(document.getElementById(SERVER_VIEW_STYLE_ID)).toBeNull();
  });
});
