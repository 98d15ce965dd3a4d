import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_VIEW_ID, SERVER_VIEW_STYLE_ID } from 'shared-kit';
import { dropServerViewOnLeave } from '../server-view/drop-server-view';

function serverView(path: string) {
  document.head.innerHTML = `<style id="${SERVER_VIEW_STYLE_ID}"></style>`;
  document.body.innerHTML = `<main id="app-main"><div id="${SERVER_VIEW_ID}" data-path="${path}"><h1>Weekend Barista</h1></div></main>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe("the site server's view of a screen", () => {
  it('stays while the page shows its screen, and goes with its styles when the page leaves it', () => {
    window.history.replaceState(null, '', '/jobs/apply?id=1');
    serverView('/jobs/apply');
    dropServerViewOnLeave();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.getElementById(SERVER_VIEW_ID)).not.toBeNull();

    window.history.pushState(null, '', '/jobs/search');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(document.getElementById(SERVER_VIEW_ID)).toBeNull();
    expect(document.getElementById(SERVER_VIEW_STYLE_ID)).toBeNull();
  });

  it('goes at once when a guard sent the page elsewhere before the shell started', () => {
    window.history.replaceState(null, '', '/auth/login');
    serverView('/jobs/apply');
    dropServerViewOnLeave();
    expect(document.getElementById(SERVER_VIEW_ID)).toBeNull();
  });
});
