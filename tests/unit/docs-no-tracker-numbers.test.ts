/**
 * Comments and docs name the spec section or the reason, never a tracker number: a reader of the
 * repository has the spec (`chart spec §7`) and the code, not the tracker, so a tracker number tells
 * them nothing. Every tracked source and doc file (git ls-files; lock files and binary files left out) is
 * read: markdown whole, code in its comments (`//`, `/* … *\/`, `<!-- … -->`, and `#` in shell and
 * ignore files). A hit fails naming file:line.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const TRACKER_NUMBER = /\b[Ii]ssues? #?\d+\b/;

type Syntax = 'markdown' | 'c' | 'html' | 'hash';

/** How a tracked file's comments are written; null: a file with no comments to read (JSON, lock files). */
function syntaxOf(path: string): Syntax | null {
  const name = path.split('/').pop()!;
  if (name.endsWith('.json') || name.endsWith('.lock')) return null;
  if (name.endsWith('.md')) return 'markdown';
  if (name.endsWith('.html')) return 'html';
  if (/\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css)$/.test(name)) return 'c';
  if (name.startsWith('.') || !name.includes('.') || name.endsWith('.sh')) return 'hash';
  return null;
}

/** Where the next comment opens in a line of code, and its opener; null when none does. */
function nextOpener(rest: string, syntax: Exclude<Syntax, 'markdown'>): { at: number; token: string } | null {
  const openers =
    syntax === 'hash' ? [/(?<=^|\s)#/] : [/\/\*/, /(?<!:)\/\//, ...(syntax === 'html' ? [/<!--/] : [])];
  const found = openers
    .map((opener) => opener.exec(rest))
    .filter((match) => match !== null)
    .map((match) => ({ at: match.index, token: match[0] }));
  return found.length === 0 ? null : found.reduce((first, next) => (next.at < first.at ? next : first));
}

const CLOSERS: Record<string, string> = { '/*': '*/', '<!--': '-->' };

/** Each line's comment text, by 1-based line number (markdown: the whole line). */
function commentLines(text: string, syntax: Syntax): Array<{ line: number; text: string }> {
  const lines = text.split('\n');
  if (syntax === 'markdown') return lines.map((line, i) => ({ line: i + 1, text: line }));
  const out: Array<{ line: number; text: string }> = [];
  let close: string | null = null;
  lines.forEach((line, i) => {
    let rest = line;
    let comment = '';
    while (rest.length > 0) {
      if (close !== null) {
        const end = rest.indexOf(close);
        comment += ' ' + (end < 0 ? rest : rest.slice(0, end));
        if (end < 0) break;
        rest = rest.slice(end + close.length);
        close = null;
        continue;
      }
      const opener = nextOpener(rest, syntax);
      if (opener === null) break;
      rest = rest.slice(opener.at + opener.token.length);
      close = CLOSERS[opener.token] ?? null;
      if (close === null) {
        comment += ' ' + rest; // a line comment runs to the end of the line
        break;
      }
    }
    if (comment.trim() !== '') out.push({ line: i + 1, text: comment });
  });
  return out;
}

/** The file:line of every tracker number in a file's comments. */
function trackerNumbers(path: string, text: string): string[] {
  const syntax = syntaxOf(path);
  if (syntax === null || text.includes('\0')) return [];
  return commentLines(text, syntax)
    .filter(({ text: comment }) => TRACKER_NUMBER.test(comment))
    .map(({ line }) => `${path}:${line}`);
}

// The rows spell the word ISSUE so that this file's own text holds no tracker number.
describe('finding tracker numbers', () => {
  test.each([
    ['a.ts', '// Trading (ISSUE 12): stop-limit orders', ['a.ts:1']],
    ['a.ts', ' * Deposits (ISSUEs 17 and 18)', []],
    ['a.ts', '/**\n * Deposits (ISSUEs 17 and 18)\n */', ['a.ts:2']],
    ['a.ts', '/** see ISSUE #4 */ const x = 1;', ['a.ts:1']],
    ['a.ts', "const work = 'issueOpenApiKey'; // chart spec §3", []],
    ['a.ts', "const url = 'http://x/ISSUE 5';", []],
    ['a.tsx', '{/* the gallery of ISSUE 4 */}', ['a.tsx:1']],
    ['a.css', '.x { color: red; } /* ISSUE 6 */', ['a.css:1']],
    ['README.md', '# Title\n\nSplit by route (ISSUE 19): every page', ['README.md:3']],
    ['README.md', 'The issue tracker, chart spec §7', []],
    ['index.html', '<div>\n<!-- ISSUE 5 -->\n</div>', ['index.html:2']],
    ['.ci/run', 'set -e # ISSUE 13\necho "ISSUE 1"', ['.ci/run:1']],
    ['package-lock.json', '{"ISSUE 1": 1}', []],
  ] as const)('%s %j → %j', (path, text, found) => {
    expect(trackerNumbers(path, text.replaceAll('ISSUE', 'issue'))).toEqual(found);
  });
});

describe('the repository', () => {
  test('no tracked comment or doc names a tracker number (file:line)', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter((path) => path !== '' && !path.split('/').includes('node_modules'));
    const hits = tracked.flatMap((path) => {
      let text: string;
      try {
        text = readFileSync(join(ROOT, path), 'utf8');
      } catch {
        return []; // tracked but deleted in the work tree: nothing to read
      }
      return trackerNumbers(path, text);
    });
    expect(hits).toEqual([]);
  });
});
