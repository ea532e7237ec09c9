/**
 * Splits one line of a separated-values file (the SIPS and OMIP files) by `separator`; a value may
 * be quoted, with a doubled quote inside; undefined when a quote is not closed.
 */
export function splitSeparatedLine(line: string, separator: string): string[] | undefined {
  const values: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const close = line.indexOf('"', i);
        if (close < 0) return undefined;
        value += line.slice(i, close);
        if (line[close + 1] === '"') {
          value += '"';
          i = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      values.push(value);
    } else {
      const next = line.indexOf(separator, i);
      values.push(line.slice(i, next < 0 ? line.length : next));
      i = next < 0 ? line.length : next;
    }
    if (i >= line.length) return values;
    if (line[i] !== separator) return undefined;
    i += 1;
    if (i === line.length) {
      values.push('');
      return values;
    }
  }
}
