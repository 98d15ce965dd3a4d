import { SERVER_VIEW_ID } from './page-protocol';

// What a visitor does on the server's view before the app has taken it over (on a phone, a second
// or more): the words typed into a field, the field they are in, and the last button tapped. The
// view's buttons have no code behind them yet, so a tap is held rather than lost, and all of it is
// carried over to the app's own view when it takes the server's over.

const FIELDS = 'input, textarea, select';
let heldClick: number | undefined;

/** Starts holding taps on the server's view's buttons (the shell calls it first thing). */
export function holdServerViewTaps(): void {
  const view = document.getElementById(SERVER_VIEW_ID);
  if (!view) return;
  view.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest('button');
      if (!button || !view.contains(button)) return;
      event.preventDefault();
      heldClick = Array.from(view.querySelectorAll('button')).indexOf(button);
    },
    true,
  );
}

/** Sets a field's value as typing would, so the app's own state hears of it. */
function typeInto(
  field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  value: string,
) {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Carries what was done on `view` over to `app` (the app's view of the same screen, rendered from
 * the same components): changed fields by id, the focus, and the held tap, by the button's place.
 */
export function carryOver(view: HTMLElement, app: HTMLElement): void {
  const changed: [HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string][] = [];
  for (const field of view.querySelectorAll<HTMLInputElement>(FIELDS)) {
    if (!field.id) continue;
    const twin = app.querySelector<HTMLInputElement>(`#${CSS.escape(field.id)}`);
    if (twin && field.value !== field.defaultValue) changed.push([twin, field.value]);
  }
  const focused = document.activeElement;
  const focusTwin =
    focused instanceof HTMLElement && view.contains(focused) && focused.id
      ? app.querySelector<HTMLElement>(`#${CSS.escape(focused.id)}`)
      : null;
  const click = heldClick;
  heldClick = undefined;
  const button = click === undefined ? undefined : app.querySelectorAll('button')[click];
  if (changed.length === 0 && !focusTwin && !button) return;
  // After the commit that took the view over: the app's handlers then see a settled page.
  setTimeout(() => {
    for (const [field, value] of changed) typeInto(field, value);
    focusTwin?.focus();
    button?.click();
  }, 0);
}
