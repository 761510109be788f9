import { describe, expect, it } from 'vitest';
import { figuresData } from '../figures/figures.data';
import { globalTokens, tokensIn, stringsIn } from '../../tokens';
import { checklistData } from './checklist.data';
import { validateCollection } from '../../validate';
import { checklistItemSchema, checklistSchema } from './schema';

const items = checklistData.groups.flatMap((group) => group.items);
const allText = [...stringsIn(checklistData)].map(([, text]) => text).join('\n');
const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: value % 1 ? 2 : 0 })}`;

describe('checklist', () => {
  it('should parse with its schema', () => {
    expect(checklistSchema.safeParse(checklistData).error?.issues ?? []).toEqual([]);
  });

  it('should hold 4 groups and 16 steps, every id unique and kebab-case', () => {
    expect(checklistData.groups.map((group) => [group.heading, group.items.length])).toEqual([
      ['Before October 15', 4],
      ['Compare plans from October 15', 8],
      ['Decide and enroll by December 7', 2],
      ['After you enroll', 2],
    ]);
    expect(items).toHaveLength(16);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    for (const item of items) expect(item.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('should keep the published ids, which are the keys of the ticks saved in browsers', () => {
    expect(items.map((item) => item.id)).toEqual([
      'read-annual-notice-of-change',
      'list-medicines',
      'list-doctors',
      'confirm-pharmacy',
      'check-doctors-in-network',
      'check-drug-list',
      'compare-premiums',
      'compare-copays',
      'compare-out-of-pocket-limits',
      'check-extras',
      'ask-prior-authorization',
      'check-extra-help',
      'decide-keep-or-change',
      'enroll-by-december-7',
      'keep-plan-card',
      'know-ma-open-enrollment',
    ]);
  });

  it('should state the dates and the figures of MEDICARE.md, equal to the figures collection', () => {
    expect(allText).toMatch(/December 7; new coverage starts January 1/);
    expect(allText).toMatch(/From January 1 to March 31 you can make one change/);
    expect(allText).toContain(`${dollars(figuresData['2026'].partB.standardPremium.value)} a month in 2026`);
    expect(dollars(figuresData['2026'].partB.standardPremium.value)).toBe('$202.90');
    expect(allText).toContain(
      `${dollars(figuresData['2026'].partD.outOfPocketCap.value)} in 2026 and ` +
        `${dollars(figuresData['2027'].partD.outOfPocketCap.value)} in 2027`,
    );
    expect(allText).toContain('$2,100 in 2026 and $2,400 in 2027');
    // No stale coverage-gap wording (removed from 2025).
    expect(allText).not.toMatch(/coverage gap|donut hole/i);
  });

  it('should use no tokens but {done} and {total} in the progress line (filled by the widget)', () => {
    expect(tokensIn(checklistData.copy.progressLabel).sort()).toEqual(['done', 'total']);
    const known = new Set<string>(globalTokens);
    for (const [path, text] of stringsIn(checklistData)) {
      if (path === 'copy.progressLabel') continue;
      expect(
        tokensIn(text).filter((token) => !known.has(token)),
        path,
      ).toEqual([]);
    }
    expect(checklistData.copy.savedNote).toBe('Your ticks are saved on this device.');
  });

  it('should pass the package validator, which knows {done} and {total} only once they are registered', () => {
    const issues = validateCollection({
      kind: 'single',
      name: 'checklist',
      file: 'src/collections/checklist/checklist.data.ts',
      schema: checklistSchema,
      data: checklistData,
    });
    // Until tokens.ts lists them (as widget tokens the page leaves in place), exactly these two are reported.
    expect(issues.filter((issue) => !/unknown token \{(done|total)\}/.test(issue.message))).toEqual([]);
  });

  it('should reject a malformed step, naming the field', () => {
    const result = checklistItemSchema.safeParse({ id: 'Check Doctors', text: ' ', help: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['id'], ['text'], ['help']]);
  });

  it('should reject a checklist with a repeated id, too few steps or a progress line without placeholders', () => {
    const [first, ...rest] = checklistData.groups;
    if (!first) throw new Error('no groups');
    const result = checklistSchema.safeParse({
      copy: { ...checklistData.copy, progressLabel: 'Progress' },
      groups: [{ ...first, items: [first.items[0], first.items[0]] }, rest[1], rest[2]],
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages).toEqual([
      'copy.progressLabel: must contain the {done} and {total} placeholders',
      'groups: must hold 12 to 16 steps in all, found 6',
      'groups: step id "read-annual-notice-of-change" is used twice',
    ]);
  });
});
