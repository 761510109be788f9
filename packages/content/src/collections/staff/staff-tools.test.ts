import { describe, expect, expectTypeOf, it } from 'vitest';
import { getStaffPagesCopy, getStaffToolsCopy, getTokenValues, type StaffToolsCopy } from '../../index';
import { collections } from '../../registry';
import { stringsIn, tokensIn } from '../../tokens';
import { formatIssue, validateCollection, type SingleCollection } from '../../validate';
import { unguardedKeys } from '../copy-keys';
import { staffToolsCopy } from './staff-tools.data';

const definition = collections.find((collection) => collection.name === 'staff-tools') as SingleCollection;

describe('staff-tools', () => {
  it('should be registered and valid', () => {
    expect(definition.data).toBe(staffToolsCopy);
    expect(validateCollection(definition).map(formatIssue)).toEqual([]);
  });

  it('should name the file, the entry and the field of any key the tools need that goes missing', () => {
    expect(unguardedKeys(definition)).toEqual([]);
  });

  it('should refuse a message that lost a token its tool fills', () => {
    const data = {
      ...staffToolsCopy,
      common: { ...staffToolsCopy.common, downloaded: 'Downloaded. Add it to the posts folder and commit.' },
    };
    expect(validateCollection({ ...definition, data }).map(formatIssue)).toEqual([
      'staff-tools (src/collections/staff/staff-tools.data.ts) → (record): common.downloaded: must contain {file} and {folder}',
    ]);
  });

  it('should hold only the tools’ own tokens, so the getter changes no word', () => {
    const copy = getStaffToolsCopy();
    expectTypeOf(copy).toEqualTypeOf<StaffToolsCopy>();
    expect(copy).toEqual(staffToolsCopy);
    const global = new Set(Object.keys(getTokenValues()));
    const used = [...stringsIn(staffToolsCopy)].flatMap(([, text]) => tokensIn(text));
    expect(used.filter((token) => global.has(token))).toEqual([]);
  });

  it('should give the staff pages a meta description with the agency name', () => {
    expect(getStaffPagesCopy().metaDescription).toBe(
      `Pages for the staff of ${getTokenValues().agencyName}. Visitors: please call us or book a free consultation.`,
    );
  });
});
