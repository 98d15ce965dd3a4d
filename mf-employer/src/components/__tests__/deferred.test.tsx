import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, useState } from 'react';
import { afterEach, expect, it } from 'vitest';
import { Deferred } from '../deferred';

afterEach(cleanup);

it('shows its part once the screen around it has rendered, the placeholder until then', async () => {
  const seen: string[] = [];
  function Part() {
    seen.push('part');
    return <p>Deferred part</p>;
  }
  function Placeholder() {
    seen.push('placeholder');
    return <p>Placeholder</p>;
  }
  function Screen() {
    seen.push('screen');
    return (
      <>
        <h1>In view</h1>
        <Deferred placeholder={<Placeholder />}>
          <Part />
        </Deferred>
      </>
    );
  }
  render(<Screen />);
  expect(await screen.findByText('Deferred part')).toBeTruthy();
  expect(screen.queryByText('Placeholder')).toBeNull();
  // The screen rendered first, with the placeholder; the part in a render of its own after it.
  expect(seen).toEqual(['screen', 'placeholder', 'part']);
});

it('keeps its part once shown, through later renders of the screen', async () => {
  let bump = () => {};
  function Screen() {
    const [count, setCount] = useState(0);
    bump = () => setCount((n) => n + 1);
    return (
      <Deferred placeholder={<p>Placeholder</p>}>
        <p>Part {count}</p>
      </Deferred>
    );
  }
  render(<Screen />);
  expect(await screen.findByText('Part 0')).toBeTruthy();
  act(() => startTransition(() => bump()));
  expect(screen.getByText('Part 1')).toBeTruthy();
  expect(screen.queryByText('Placeholder')).toBeNull();
});
