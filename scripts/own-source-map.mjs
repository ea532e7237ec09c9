// The compiled API's source map cut to our own files (scripts/build-api.mjs). The API reads and
// decodes the whole map the first time it writes a stack (platform/runtime/stack-source-map.ts):
// with the npm packages' mappings it was twice the size, for stacks that matter when they pass
// through our code. A position inside a package maps to nothing, so its frame reads
// `main.mjs:line:column`.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, value) => [char, value]));

/** The numbers of one segment: base64 VLQ, five bits a digit, the sign in the lowest bit. */
export function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a source map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

export function encodeSegment(values) {
  let text = '';
  for (const number of values) {
    let rest = number < 0 ? (-number << 1) | 1 : number << 1;
    do {
      let digit = rest & 31;
      rest >>>= 5;
      if (rest > 0) digit |= 32;
      text += BASE64[digit];
    } while (rest > 0);
  }
  return text;
}

/**
 * `map` (version 3) with only the mappings into sources outside node_modules, and only those
 * sources and names. Where a package's code starts on a line, a segment without a source says so,
 * so that its positions are not read as the code of ours before them.
 */
export function ownSourcesOnly(map) {
  const own = (source) => !source.includes('node_modules/');
  const sourceIndex = new Map();
  const sources = [];
  map.sources.forEach((source, index) => {
    if (!own(source)) return;
    sourceIndex.set(index, sources.length);
    sources.push(source);
  });
  const nameIndex = new Map();
  const names = [];
  // Every field but the column is relative to the same field of the segment before, whichever line it is on.
  const read = { source: 0, line: 0, column: 0, name: 0 };
  const written = { source: 0, line: 0, column: 0, name: 0 };
  const lines = map.mappings.split(';').map((line) => {
    const out = [];
    let readColumn = 0;
    let writtenColumn = 0;
    let unmapped = false;
    for (const text of line ? line.split(',') : []) {
      const [column, source, sourceLine, sourceColumn, name] = decodeSegment(text);
      readColumn += column;
      if (source !== undefined) {
        read.source += source;
        read.line += sourceLine;
        read.column += sourceColumn;
        if (name !== undefined) read.name += name;
      }
      if (source === undefined || !sourceIndex.has(read.source)) {
        if (!unmapped) {
          out.push(encodeSegment([readColumn - writtenColumn]));
          writtenColumn = readColumn;
        }
        unmapped = true;
        continue;
      }
      unmapped = false;
      const fields = [
        readColumn - writtenColumn,
        sourceIndex.get(read.source) - written.source,
        read.line - written.line,
        read.column - written.column,
      ];
      writtenColumn = readColumn;
      written.source = sourceIndex.get(read.source);
      written.line = read.line;
      written.column = read.column;
      if (name !== undefined) {
        if (!nameIndex.has(read.name)) {
          nameIndex.set(read.name, names.length);
          names.push(map.names[read.name]);
        }
        fields.push(nameIndex.get(read.name) - written.name);
        written.name = nameIndex.get(read.name);
      }
      out.push(encodeSegment(fields));
    }
    return out.join(',');
  });
  return {
    ...map,
    sources,
    names,
    mappings: lines.join(';'),
    ...(map.sourcesContent ? { sourcesContent: map.sourcesContent.filter((_, index) => sourceIndex.has(index)) } : {}),
  };
}
