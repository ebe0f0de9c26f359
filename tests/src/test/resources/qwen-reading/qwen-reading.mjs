// Runs the pinned Qwen Code's own readers on the inputs the kit reads, so a test can compare:
// its frontmatter YAML parser (with its fallback) and its hook matcher. Nothing here reimplements
// them: the YAML parser is imported from the package, and the matcher's functions are taken by
// name from the package's source and evaluated unchanged.
//
// stdin: JSON lines {"yaml": text} or {"matcher": text, "tool": name}
// stdout: JSON lines {"parsed": value} / {"error": message} / {"matches": boolean}
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const chunks = join(process.argv[2], 'chunks');
const files = readdirSync(chunks).filter((name) => name.endsWith('.js'));

function chunkWith(marker) {
  const found = files.find((name) => readFileSync(join(chunks, name), 'utf8').includes(marker));
  if (!found) {
    throw new Error(`no chunk of the pinned Qwen holds ${marker}`);
  }
  return join(chunks, found);
}

function functionSource(text, name) {
  const start = text.indexOf(`function ${name}(`);
  if (start < 0) {
    throw new Error(`the pinned Qwen has no function ${name}`);
  }
  let depth = 0;
  for (let i = text.indexOf(') {', start) + 2; i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`cannot read function ${name}`);
}

const yamlModule = await import(chunkWith('packages/core/src/utils/yaml-parser.ts'));
const parse = yamlModule.parse;
const matcherText = readFileSync(chunkWith('function matchesHookPattern('), 'utf8');
const names = ['splitListEntries', 'trimMatcherEdges', 'trimEntryEdges', 'matchesHookPattern'];
const debugLogger112 = { warn() {} };
const matchesHookPattern = new Function(
  'debugLogger112',
  names.map((name) => functionSource(matcherText, name)).join('\n') + '\nreturn matchesHookPattern;',
)(debugLogger112);

const lines = createInterface({ input: process.stdin });
for await (const line of lines) {
  const input = JSON.parse(line);
  let output;
  try {
    if ('yaml' in input) {
      output = { parsed: parse(input.yaml) };
    } else {
      output = { matches: matchesHookPattern(input.matcher, input.tool, { aliases: [] }) };
    }
  } catch (error) {
    output = { error: String(error && error.message) };
  }
  process.stdout.write(JSON.stringify(output) + '\n');
}
