import { useEffect, useState } from 'react';
import { TEXT_AREA_MAX_LENGTH } from 'api-contract/common';
import { Button, FieldHint, TextArea } from 'shared-kit';
import styled from 'styled-components';
import { StackedList } from 'ui';
import { canAddQuestion, newQuestion, type QuestionDraft } from '../listing-form';

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.sm};
  > button {
    margin-top: 1.75rem;
  }
`;

/** Application Questions: a growing list; another can be added once every one has text. */
export function QuestionsEditor({
  questions,
  onChange,
}: {
  questions: QuestionDraft[];
  onChange: (questions: QuestionDraft[]) => void;
}) {
  const addable = canAddQuestion(questions);
  // After Add, focus goes to the new box, where the employer types next.
  const [added, setAdded] = useState<string | null>(null);
  useEffect(() => {
    if (added) document.getElementById(`question-${added}`)?.focus();
  }, [added]);
  const add = () => {
    const question = newQuestion();
    onChange([...questions, question]);
    setAdded(question.key);
  };
  return (
    <>
      <StackedList as="ol">
        {questions.map((q, index) => (
          <Item key={q.key}>
            <TextArea
              id={`question-${q.key}`}
              label={`Question ${index + 1}`}
              optional
              rows={2}
              maxLength={TEXT_AREA_MAX_LENGTH}
              value={q.text}
              onChange={(e) =>
                onChange(
                  questions.map((x) => (x.key === q.key ? { ...x, text: e.target.value } : x)),
                )
              }
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove question ${index + 1}`}
              onClick={() => onChange(questions.filter((x) => x.key !== q.key))}
            >
              Remove
            </Button>
          </Item>
        ))}
      </StackedList>
      <div>
        <Button
          variant="secondary"
          disabled={!addable}
          aria-describedby={addable ? undefined : 'add-question-hint'}
          onClick={add}
        >
          Add question
        </Button>
        {!addable && (
          <FieldHint id="add-question-hint">
            Fill out existing questions before adding another.
          </FieldHint>
        )}
      </div>
    </>
  );
}
