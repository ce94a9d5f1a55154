// The arguments of an ICU MessageFormat message ({name}, {n, number}, {count, plural, …}),
// nested ones included, so message sets can be compared language by language. Apostrophe
// quoting follows ICU: '' is a quote, and a quote before { } # | starts literal text.

export interface IcuArgument {
  name: string;
  /** '' for a plain {name}; number, date, plural, select, … otherwise. */
  type: string;
  /** The option keys of a plural or select (one, few, other, =0, …). */
  options?: string[];
}

const CHOICE_TYPES = new Set(['plural', 'select', 'selectordinal']);

export function icuArguments(message: string): IcuArgument[] {
  const found: IcuArgument[] = [];
  let index = 0;

  const fail = (reason: string): never => {
    throw new Error(`${reason} at ${index} in ${JSON.stringify(message)}`);
  };
  const skipSpace = () => {
    while (index < message.length && /\s/.test(message[index]!)) index++;
  };
  const readUntil = (stop: RegExp): string => {
    const start = index;
    while (index < message.length && !stop.test(message[index]!)) index++;
    if (index >= message.length) fail('Unclosed argument');
    return message.slice(start, index).trim();
  };

  /** Text up to the end, or up to the "}" that closes a nested message (left for the caller). */
  const parseMessage = (inPlural: boolean, nested: boolean): void => {
    while (index < message.length) {
      const char = message[index]!;
      if (char === "'") {
        const next = message[index + 1];
        if (next === "'") {
          index += 2;
        } else if (next === '{' || next === '}' || next === '|' || (inPlural && next === '#')) {
          index += 1;
          while (index < message.length) {
            if (message[index] === "'" && message[index + 1] === "'") index += 2;
            else if (message[index] === "'") break;
            else index++;
          }
          if (index >= message.length) fail('Unclosed quote');
          index++;
        } else {
          index++;
        }
      } else if (char === '{') {
        index++;
        parseArgument();
      } else if (char === '}') {
        if (!nested) fail('Unbalanced }');
        return;
      } else {
        index++;
      }
    }
    if (nested) fail('Unclosed {');
  };

  const parseArgument = (): void => {
    const name = readUntil(/[,}]/);
    if (!/^\w+$/.test(name)) fail(`Bad argument name "${name}"`);
    if (message[index] === '}') {
      index++;
      found.push({ name, type: '' });
      return;
    }
    index++;
    const type = readUntil(/[,}]/);
    if (message[index] === '}') {
      index++;
      found.push({ name, type });
      return;
    }
    index++;
    if (!CHOICE_TYPES.has(type)) {
      readUntil(/}/);
      index++;
      found.push({ name, type });
      return;
    }
    const argument: IcuArgument = { name, type, options: [] };
    found.push(argument);
    for (;;) {
      skipSpace();
      if (message[index] === '}') {
        index++;
        return;
      }
      const key = readUntil(/[\s{]/);
      skipSpace();
      if (message[index] !== '{') fail(`Option "${key}" without a message`);
      if (!key.startsWith('offset:')) argument.options!.push(key);
      index++;
      parseMessage(type !== 'select', true);
      index++;
    }
  };

  parseMessage(false, false);
  return found;
}
