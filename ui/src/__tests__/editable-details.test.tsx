import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { EditableDetails } from '../editable-details';
import { renderThemed } from './render-themed';

function Details({ loaded = true, failed = false }: { loaded?: boolean; failed?: boolean }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(0);
  return (
    <EditableDetails
      titleId="details-title"
      title="Details"
      editing={editing}
      canEdit={loaded}
      editLabel="Edit Details"
      saveLabel="Save Details"
      onEdit={() => setEditing(true)}
      onCancel={() => setEditing(false)}
      onSave={() => setSaved((count) => count + 1)}
      saving={false}
      failure={failed && 'Your details could not be saved.'}
    >
      <p>{editing ? 'editing' : 'reading'}</p>
      <output>saved {saved}</output>
    </EditableDetails>
  );
}

const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

afterEach(cleanup);

describe('EditableDetails', () => {
  it('is a section named by its heading, read until Edit', () => {
    renderThemed(<Details />);
    expect(screen.getByRole('region', { name: 'Details' })).toBeTruthy();
    expect(screen.getByText('reading')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Details' })).toBeNull();
  });

  it('offers Cancel and Save while editing; Cancel goes back to reading', () => {
    renderThemed(<Details />);
    fireEvent.click(button('Edit Details'));
    expect(screen.getByText('editing')).toBeTruthy();
    fireEvent.click(button('Save Details'));
    expect(screen.getByRole('status').textContent).toBe('saved 1');
    fireEvent.click(button('Cancel'));
    expect(screen.getByText('reading')).toBeTruthy();
  });

  it('keeps Edit disabled until there is something to edit', () => {
    renderThemed(<Details loaded={false} />);
    expect(button('Edit Details').disabled).toBe(true);
  });

  it('says a failed save beside the buttons, while editing only', () => {
    renderThemed(<Details failed />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button('Edit Details'));
    expect(screen.getByRole('alert').textContent).toBe('Your details could not be saved.');
  });

  it('says beside a disabled Save what is still needed, and the link takes focus to it', () => {
    function Blocked() {
      const [ticked, setTicked] = useState(false);
      return (
        <EditableDetails
          titleId="details-title"
          title="Details"
          editing
          canEdit
          onEdit={() => undefined}
          onCancel={() => undefined}
          onSave={() => undefined}
          saveDisabled={!ticked}
          saveBlocker={{ text: 'tick the accuracy box', fieldId: 'accurate' }}
          saving={false}
        >
          <input
            id="accurate"
            type="checkbox"
            aria-label="Accurate"
            checked={ticked}
            onChange={(event) => setTicked(event.target.checked)}
          />
        </EditableDetails>
      );
    }
    Element.prototype.scrollIntoView = () => undefined;
    renderThemed(<Blocked />);
    const save = button('Save');
    expect(save.disabled).toBe(true);
    const line = document.getElementById(save.getAttribute('aria-describedby') ?? '');
    expect(line?.textContent).toBe('Still needed to save: tick the accuracy box.');
    fireEvent.click(screen.getByRole('link', { name: 'tick the accuracy box' }));
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Accurate' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Accurate' }));
    expect(button('Save').disabled).toBe(false);
    expect(screen.queryByText(/Still needed to save/)).toBeNull();
  });
});
