import type { ReactNode } from 'react';

/** One numbered section of a legal document; `id` is its kebab-case anchor in the contents list. */
export type LegalSection = {
  id: string;
  title: string;
  body: ReactNode;
};
