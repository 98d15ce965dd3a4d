import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmFlow, type ConfirmedAction } from '../confirm-flow';
import { renderThemed } from './render-themed';

interface Item {
  id: string;
  name: string;
}

/** An action whose outcome the test decides: each call waits for `succeed` or `fail`. */
function fakeAction() {
  const calls: string[] = [];
  let pending: (() => void) | null = null;
  const state = { isPending: false, isError: false, resets: 0 };
  let rerender = () => {};
  const action = (): ConfirmedAction => ({
    mutate: (id, { onSuccess }) => {
      calls.push(id);
      state.isPending = true;
      state.isError = false;
      pending = onSuccess;
      rerender();
    },
    reset: () => {
      state.resets += 1;
      state.isError = false;
      rerender();
    },
    isPending: state.isPending,
    isError: state.isError,
  });
  return {
    calls,
    state,
    action,
    bind: (update: () => void) => {
      rerender = update;
    },
    succeed: () => {
      state.isPending = false;
      pending?.();
      rerender();
    },
    fail: () => {
      state.isPending = false;
      state.isError = true;
      rerender();
    },
  };
}

function Items({ fake, done }: { fake: ReturnType<typeof fakeAction>; done: string[] }) {
  const [target, setTarget] = useState<Item | null>(null);
  const [, setTick] = useState(0);
  fake.bind(() => setTick((tick) => tick + 1));
  const item = { id: 'i1', name: 'Lamp' };
  return (
    <>
      <button onClick={() => setTarget(item)}>Delete Lamp</button>
      <ConfirmFlow
        target={target}
        title="Delete item?"
        message={(t) => `This removes ${t.name}.`}
        confirmLabel="Delete"
        action={fake.action()}
        onDone={(t) => done.push(t.name)}
        onClose={() => setTarget(null)}
        failure="The item could not be deleted."
      />
    </>
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Delete item?' });

afterEach(cleanup);

describe('ConfirmFlow', () => {
  it('asks first, then runs the action for the target and closes once it succeeded', () => {
    const fake = fakeAction();
    const done: string[] = [];
    renderThemed(<Items fake={fake} done={done} />);
    expect(dialog()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    expect(dialog()).not.toBeNull();
    expect(screen.getByText('This removes Lamp.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(fake.calls).toEqual(['i1']);
    expect(dialog()).not.toBeNull();
    expect(done).toEqual([]);
    act(() => fake.succeed());
    expect(done).toEqual(['Lamp']);
    expect(dialog()).toBeNull();
  });

  it('keeps the dialog open and says so when the action fails; Cancel forgets the failure', () => {
    const fake = fakeAction();
    const done: string[] = [];
    renderThemed(<Items fake={fake} done={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    act(() => fake.fail());
    expect(screen.getByRole('alert').textContent).toBe('The item could not be deleted.');
    expect(dialog()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeNull();
    expect(fake.state.resets).toBe(1);
    expect(done).toEqual([]);
  });

  it('runs nothing when cancelled', () => {
    const fake = fakeAction();
    renderThemed(<Items fake={fake} done={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Lamp' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.calls).toEqual([]);
    expect(dialog()).toBeNull();
  });
});
