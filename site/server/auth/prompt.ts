// Reads a line from the terminal without showing it (a password for the `staff` command): raw mode, nothing echoed,
// Backspace deletes, Enter ends, Ctrl-C stops the command.

/** Asks `question` on stderr and reads a line from the terminal without echo. */
export function readHidden(question: string): Promise<string> {
  const input = process.stdin;
  process.stderr.write(question);
  return new Promise((resolve) => {
    let typed = '';
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    const done = () => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          done();
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          done();
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else if (char >= ' ') typed += char;
      }
    };
    input.on('data', onData);
  });
}
