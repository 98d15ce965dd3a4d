// A resume's real type, from its structure, never from its name or the browser's claim. The first
// bytes alone were not enough: each type's check reads the parts that make
// a file of that type, as the programs that open it do.
import { isWordDoc } from './doc-structure';
import { isDocx } from './docx-structure';
import { isPdf } from './pdf-structure';
import type { ResumeExtension } from './resume-files';

/** True when the bytes are a whole file of the given type. */
export function matchesType(data: Buffer, ext: ResumeExtension): boolean {
  switch (ext) {
    case 'pdf':
      return isPdf(data);
    case 'doc':
      return isWordDoc(data);
    case 'docx':
      return isDocx(data);
  }
}
