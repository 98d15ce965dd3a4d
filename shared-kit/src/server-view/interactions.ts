import { HELD_TAP_ATTRIBUTE } from './page-protocol';

// What a visitor does on the server's view before the app has taken it over (on a phone, a second
// or more): the words typed into a field, the field they are in, and the last button tapped (the
// view's buttons have no code behind them yet: the shell's first script holds the tap, marking
// its place on the view). All of it is carried over to the app's own view when it takes the
// server's over.

const FIELDS = 'input, textarea, select';

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
  const held = view.getAttribute(HELD_TAP_ATTRIBUTE);
  const button = held === null ? undefined : app.querySelectorAll('button')[Number(held)];
  if (changed.length === 0 && !focusTwin && !button) return;
  // After the commit that took the view over: the app's handlers then see a settled page.
  setTimeout(() => {
    for (const [field, value] of changed) typeInto(field, value);
    focusTwin?.focus();
    button?.click();
  }, 0);
}
