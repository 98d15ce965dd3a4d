// A small Dockerfile parser for the deploy check: enough of the format to read which files an
// image copies and which commands it runs. Continuation lines are joined, comments and parser
// directives dropped; exec-form (JSON array) arguments are parsed, shell-form ones split on spaces.

/** Every instruction Docker knows (MAINTAINER, deprecated, is left out on purpose). */
export const INSTRUCTIONS = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

/**
 * @typedef {object} Instruction
 * @property {number} line where it starts (1-based)
 * @property {string} keyword upper case
 * @property {string} rest everything after the keyword, continuation lines joined
 * @property {Record<string, string>} flags `--from=build` and the like, leading the arguments
 * @property {string[]} args the arguments after the flags (exec form parsed as JSON)
 * @property {boolean} exec whether the arguments were a JSON array
 */

/**
 * @typedef {object} Stage
 * @property {string | undefined} name its `AS` name
 * @property {string} base the image it starts from
 * @property {Instruction[]} instructions its instructions after FROM
 */

/** @param {string} rest */
function splitFlags(rest) {
  /** @type {Record<string, string>} */
  const flags = {};
  let text = rest.trim();
  for (let match; (match = /^--([\w-]+)(?:=(\S*))?\s*/.exec(text));) {
    flags[match[1] ?? ''] = match[2] ?? 'true';
    text = text.slice(match[0].length);
  }
  return { flags, text };
}

/**
 * @param {string} text
 * @returns {{ args: string[], exec: boolean }}
 */
function parseArgs(text) {
  if (text.startsWith('[')) {
    const parsed = /** @type {unknown} */ (JSON.parse(text));
    if (!Array.isArray(parsed) || !parsed.every((arg) => typeof arg === 'string'))
      throw new Error(`not a JSON array of strings: ${text}`);
    return { args: parsed, exec: true };
  }
  return { args: text.split(/\s+/).filter(Boolean), exec: false };
}

/**
 * The instructions of a Dockerfile, in order. Throws on an unknown instruction or a malformed
 * exec form, naming the line.
 * @param {string} source
 * @returns {Instruction[]}
 */
export function parseInstructions(source) {
  /** @type {Instruction[]} */
  const instructions = [];
  const lines = source.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const start = i + 1;
    let text = (lines[i] ?? '').trim();
    if (text === '' || text.startsWith('#')) continue;
    while (text.endsWith('\\') && i + 1 < lines.length) {
      i++;
      const next = (lines[i] ?? '').trim();
      if (next.startsWith('#')) continue;
      text = `${text.slice(0, -1).trimEnd()} ${next}`;
    }
    const match = /^(\S+)\s*(.*)$/.exec(text);
    const keyword = (match?.[1] ?? '').toUpperCase();
    if (!INSTRUCTIONS.has(keyword))
      throw new Error(`line ${start}: unknown instruction ${match?.[1] ?? text}`);
    const rest = match?.[2] ?? '';
    // HEALTHCHECK's options lead, then CMD and its command.
    const { flags, text: afterFlags } = splitFlags(rest);
    let argsText = afterFlags;
    if (keyword === 'HEALTHCHECK') {
      const cmd = /^(CMD|NONE)\b\s*(.*)$/i.exec(afterFlags);
      if (!cmd) throw new Error(`line ${start}: HEALTHCHECK needs CMD or NONE`);
      argsText = cmd[2] ?? '';
    }
    try {
      instructions.push({ line: start, keyword, rest, flags, ...parseArgs(argsText) });
    } catch (error) {
      throw new Error(`line ${start}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return instructions;
}

/**
 * The build stages: each FROM and what follows it. ARGs before the first FROM are returned apart.
 * @param {string} source
 * @returns {{ globalArgs: string[], stages: Stage[] }}
 */
export function parseDockerfile(source) {
  /** @type {string[]} */
  const globalArgs = [];
  /** @type {Stage[]} */
  const stages = [];
  for (const instruction of parseInstructions(source)) {
    if (instruction.keyword === 'FROM') {
      const [base = '', as, name] = instruction.args;
      if (as !== undefined && (as.toUpperCase() !== 'AS' || !name))
        throw new Error(`line ${instruction.line}: FROM <image> [AS <name>]`);
      stages.push({ name, base, instructions: [] });
    } else if (stages.length === 0) {
      if (instruction.keyword !== 'ARG')
        throw new Error(`line ${instruction.line}: only ARG may come before the first FROM`);
      globalArgs.push((instruction.args[0] ?? '').split('=')[0] ?? '');
    } else {
      stages.at(-1)?.instructions.push(instruction);
    }
  }
  if (stages.length === 0) throw new Error('no FROM');
  return { globalArgs, stages };
}
