import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from '../tabs';
import { renderThemed } from './render-themed';

type Fruit = 'apple' | 'pear' | 'plum';
const TABS = [
  { value: 'apple', label: 'Apples' },
  { value: 'pear', label: 'Pears' },
  { value: 'plum', label: 'Plums' },
] as const;

function Fruits({ start = 'apple' }: { start?: Fruit }) {
  const [value, setValue] = useState<Fruit>(start);
  return (
    <>
      <Tabs
        label="Fruit"
        tabs={TABS}
        value={value}
        onChange={setValue}
        panelId="fruit-panel"
        idPrefix="fruit-tab"
      />
      <div role="tabpanel" id="fruit-panel" aria-labelledby={`fruit-tab-${value}`}>
        {value} panel
      </div>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const list = () => screen.getByRole('tablist', { name: 'Fruit' });

afterEach(cleanup);

describe('Tabs', () => {
  it('marks the selected tab and puts only it in the Tab order', () => {
    renderThemed(<Fruits start="pear" />);
    expect(tab('Pears').getAttribute('aria-selected')).toBe('true');
    expect(tab('Pears').tabIndex).toBe(0);
    expect(tab('Apples').getAttribute('aria-selected')).toBe('false');
    expect(tab('Apples').tabIndex).toBe(-1);
    expect(tab('Plums').getAttribute('aria-controls')).toBe('fruit-panel');
    expect(screen.getByRole('tabpanel', { name: 'Pears' }).textContent).toBe('pear panel');
  });

  it('selects a tab on a click', () => {
    renderThemed(<Fruits />);
    fireEvent.click(tab('Plums'));
    expect(tab('Plums').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Plums' })).toBeTruthy();
  });

  it('moves and selects with the arrow keys, wrapping at either end, and focuses the tab', () => {
    renderThemed(<Fruits />);
    fireEvent.keyDown(list(), { key: 'ArrowRight' });
    expect(tab('Pears').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Pears'));
    fireEvent.keyDown(list(), { key: 'ArrowRight' });
    fireEvent.keyDown(list(), { key: 'ArrowRight' });
    expect(tab('Apples').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list(), { key: 'ArrowLeft' });
    expect(tab('Plums').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Plums'));
  });

  it('goes to the first tab with Home and the last with End', () => {
    renderThemed(<Fruits start="pear" />);
    fireEvent.keyDown(list(), { key: 'End' });
    expect(tab('Plums').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(list(), { key: 'Home' });
    expect(tab('Apples').getAttribute('aria-selected')).toBe('true');
  });

  it('leaves other keys alone', () => {
    renderThemed(<Fruits start="pear" />);
    fireEvent.keyDown(list(), { key: 'ArrowDown' });
    fireEvent.keyDown(list(), { key: 'a' });
    expect(tab('Pears').getAttribute('aria-selected')).toBe('true');
  });
});
