import { describe, expect, it } from 'vitest';
import { refreshMediaRules, refreshMediaRulesOnResize } from '../styles/refresh-media-rules';

/** A sheet holding `rules` that records each insertion and deletion. */
function styleElement(rules: string[]) {
  const calls: string[] = [];
  const sheet = {
    get cssRules() {
      return rules;
    },
    insertRule(rule: string, index: number) {
      calls.push(`insert ${rule} at ${index}`);
      rules.splice(index, 0, rule);
      return index;
    },
    deleteRule(index: number) {
      calls.push(`delete ${index}`);
      rules.splice(index, 1);
    },
  };
  return { element: { sheet } as unknown as HTMLStyleElement, calls };
}

const documentWith = (...elements: HTMLStyleElement[]) => {
  const asked: string[] = [];
  const doc = {
    querySelectorAll: (selector: string) => {
      asked.push(selector);
      return elements;
    },
  } as unknown as Pick<Document, 'querySelectorAll'>;
  return { doc, asked };
};

describe('refreshMediaRules', () => {
  it("adds an empty width rule at the end of styled-components' sheet and takes it out", () => {
    const rules = ['.a{color:red}', '@media (max-width: 640px){.b{display:none}}'];
    const styled = styleElement(rules);
    const { doc, asked } = documentWith(styled.element);
    refreshMediaRules(doc);
    expect(asked).toEqual(['style[data-styled]']);
    expect(styled.calls).toEqual(['insert @media (max-width: 0px) {} at 2', 'delete 2']);
    expect(rules).toEqual(['.a{color:red}', '@media (max-width: 640px){.b{display:none}}']);
  });

  it('goes on past a sheet that refuses the rule', () => {
    const refusing = {
      sheet: {
        cssRules: [],
        insertRule: () => {
          throw new DOMException('refused', 'InvalidStateError');
        },
        deleteRule: () => {},
      },
    } as unknown as HTMLStyleElement;
    const styled = styleElement([]);
    const { doc } = documentWith(refusing, styled.element);
    refreshMediaRules(doc);
    expect(styled.calls).toHaveLength(2);
  });

  it('mends the sheet when the width changes, not when only the height does', () => {
    const styled = styleElement([]);
    const { doc } = documentWith(styled.element);
    let listener: () => void = () => {};
    const win = {
      innerWidth: 1280,
      addEventListener: (_type: string, handler: () => void) => {
        listener = handler;
      },
    } as unknown as Pick<Window, 'addEventListener' | 'innerWidth'>;
    refreshMediaRulesOnResize(win, doc);
    // A phone's address bar hiding: the same width.
    listener();
    expect(styled.calls).toEqual([]);
    (win as { innerWidth: number }).innerWidth = 375;
    listener();
    expect(styled.calls).toHaveLength(2);
    listener();
    expect(styled.calls).toHaveLength(2);
  });
});
