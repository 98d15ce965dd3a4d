import type { ReactNode } from 'react';
import { ActionFailure, Button, Card, Heading } from 'shared-kit';
import styled from 'styled-components';
import { CardHead } from './card-head';

const SaveFailure = styled(ActionFailure)`
  flex-basis: 100%;
  text-align: right;
`;

const Blocker = styled.p`
  flex-basis: 100%;
  margin: 0;
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Moves focus to a field and brings it into view. */
function goTo(id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  field.scrollIntoView({ block: 'center' });
  field.focus({ preventScroll: true });
}

/** Props of {@link EditableDetails}. */
export interface EditableDetailsProps {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  /** Whether the details are being edited (Cancel and Save show instead of Edit). */
  editing: boolean;
  /** False while there is nothing to edit yet (the details are loading): Edit is disabled. */
  canEdit: boolean;
  /** Default 'Edit'. */
  editLabel?: string;
  /** Default 'Save'. */
  saveLabel?: string;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  /** Save is disabled (until the accuracy box is ticked, say). */
  saveDisabled?: boolean;
  /**
   * Why Save is disabled, said beside it with a link to the field that lifts it: the field may be
   * a screen or more below the button on a phone.
   */
  saveBlocker?: { text: string; fieldId: string };
  /** A save is on its way: Save shows a spinner and Cancel waits. */
  saving: boolean;
  /** The sentence said beside the buttons when a save failed; none when it did not. */
  failure?: ReactNode;
  /** Room under the heading row (default 'lg'). */
  headSpace?: 'md' | 'lg';
  children: ReactNode;
}

/**
 * A card of details read until Edit, then edited in place: Cancel drops the edits, Save saves
 * them. The caller holds the draft and renders the read or the edit view as `children`.
 */
export function EditableDetails({
  titleId,
  title,
  editing,
  canEdit,
  editLabel = 'Edit',
  saveLabel = 'Save',
  onEdit,
  onCancel,
  onSave,
  saveDisabled = false,
  saveBlocker,
  saving,
  failure,
  headSpace,
  children,
}: EditableDetailsProps) {
  const blocked = editing && saveDisabled && saveBlocker !== undefined;
  const blockerId = `${titleId}-blocker`;
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHead $space={headSpace}>
        <Heading id={titleId}>{title}</Heading>
        <Actions>
          {editing ? (
            <>
              <Button variant="secondary" onClick={onCancel} disabled={saving}>
                Cancel
              </Button>
              <Button
                onClick={onSave}
                disabled={saveDisabled}
                busy={saving}
                aria-describedby={blocked ? blockerId : undefined}
              >
                {saveLabel}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={onEdit} disabled={!canEdit}>
              {editLabel}
            </Button>
          )}
        </Actions>
        {blocked && (
          <Blocker id={blockerId}>
            Still needed to save:{' '}
            <a
              href={`#${saveBlocker.fieldId}`}
              onClick={(event) => {
                event.preventDefault();
                goTo(saveBlocker.fieldId);
              }}
            >
              {saveBlocker.text}
            </a>
            .
          </Blocker>
        )}
        {editing && failure && <SaveFailure>{failure}</SaveFailure>}
      </CardHead>
      {children}
    </Card>
  );
}
