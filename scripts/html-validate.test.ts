// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { errorLines, type VnuMessage } from './html-validate.ts';

describe('html-validate', () => {
  it("should report HTML errors with their place, and not the CSS checker's messages about inline CSS", () => {
    const messages: VnuMessage[] = [
      {
        type: 'error',
        url: 'file:/build/client/about/index.html',
        lastLine: 1,
        firstColumn: 20,
        message: 'Element “div” not allowed as child of element “ul” in this context.',
        extract: '<ul><div>',
      },
      {
        type: 'error',
        url: 'file:/build/client/about/index.html',
        lastLine: 1,
        firstColumn: 900,
        message: 'CSS: Unrecognized at-rule “@container”',
      },
      {
        type: 'info',
        url: 'file:/build/client/about/index.html',
        message: 'Trailing slash on void elements.',
      },
    ];
    expect(errorLines(messages, '/build/client')).toEqual([
      'about/index.html:1:20: Element “div” not allowed as child of element “ul” in this context.\n    <ul><div>',
    ]);
  });
});
