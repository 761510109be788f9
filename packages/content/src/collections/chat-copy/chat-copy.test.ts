import { describe, expect, expectTypeOf, it } from 'vitest';
import { getChatBasics, getChatCopy, type ChatBasic, type ChatCopy } from '../../index';
import { collections } from '../../registry';
import { formatIssue, validateCollection, type ListCollection, type SingleCollection } from '../../validate';
import { unguardedKeys } from '../copy-keys';
import { chatBasicsData, chatCopyData } from './chat-copy.data';

const copy = collections.find((collection) => collection.name === 'chat-copy') as SingleCollection;
const basics = collections.find((collection) => collection.name === 'chat-basics') as ListCollection;

describe('chat-copy and chat-basics', () => {
  it('should be registered and valid', () => {
    expect(copy.data).toBe(chatCopyData);
    expect(basics.data).toBe(chatBasicsData);
    expect([...validateCollection(copy), ...validateCollection(basics)].map(formatIssue)).toEqual([]);
  });

  it('should name the file, the entry and the field of any key the chat needs that goes missing', () => {
    expect(unguardedKeys(copy)).toEqual([]);
    expect(unguardedKeys(basics)).toEqual([]);
  });

  it('should refuse a reply that lost the token the chat fills', () => {
    const data = { ...chatCopyData, closingLine: 'Call us for personalized help.' };
    expect(validateCollection({ ...copy, data }).map(formatIssue)).toEqual([
      'chat-copy (src/collections/chat-copy/chat-copy.data.ts) → (record): closingLine: must contain {phone}',
    ]);
    const entry = { ...chatBasicsData[0]!, href: 'medicare-comparison' };
    expect(validateCollection({ ...basics, data: [entry] }).map(formatIssue)).toEqual([
      'chat-basics (src/collections/chat-copy/chat-copy.data.ts) → "medicare": href: must be a site path such as /medicare-comparison',
    ]);
  });

  it('should leave {agencyName}, {phone}, {officeHours}, {booking} and {year} to the chat', () => {
    const filled = getChatCopy();
    expectTypeOf(filled).toEqualTypeOf<ChatCopy>();
    expectTypeOf(getChatBasics()).toEqualTypeOf<ReadonlyArray<ChatBasic>>();
    expect(filled.closingLine).toBe('Call us at {phone} for personalized help.');
    expect(filled.guardrails.identity.answer).toContain('(AI) for {agencyName}, an independent');
    expect(filled.guardrails.identity.reach).toContain('{officeHours}');
    expect(filled.guardrails.identity.reach).toContain('{booking}');
    expect(filled.guardrails.noOldFigures).toContain('{year}');
    expect(filled.errors.unavailable).toContain('{phone}');
  });
});
