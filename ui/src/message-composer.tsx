import { useState, type FormEvent } from 'react';
import { ActionFailure, Button, TextArea } from 'shared-kit';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  button[type='submit'] {
    align-self: flex-end;
  }
`;

/** Props of {@link MessageComposer}. */
export interface MessageComposerProps {
  /** The text area's label. */
  label: string;
  maxLength: number;
  /** A send is on its way. */
  sending: boolean;
  /** Why the last send failed; the text stays for another try. */
  failure: string | null;
  /** Sends the trimmed text; `sent` empties the box once the message is in. */
  onSend: (body: string, sent: () => void) => void;
}

/**
 * The box to write a message in, with its counter and Send. Nothing but spaces is refused before
 * anything is sent; the text is cleared only once the message is in.
 */
export function MessageComposer({
  label,
  maxLength,
  sending,
  failure,
  onSend,
}: MessageComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const body = text.trim();
    if (body === '') {
      setError('Write a message first.');
      return;
    }
    setError(null);
    onSend(body, () => setText(''));
  };

  return (
    <Form onSubmit={submit} noValidate>
      <TextArea
        label={label}
        maxLength={maxLength}
        value={text}
        error={error}
        rows={3}
        onValueChange={(value) => {
          setText(value);
          if (error && value.trim() !== '') setError(null);
        }}
      />
      {failure && <ActionFailure>{failure}</ActionFailure>}
      <Button type="submit" busy={sending}>
        Send
      </Button>
    </Form>
  );
}
