import { describe, expect, it } from 'vitest';
import {
  callbackValuesFromForm,
  checkUsPhone,
  readCallbackResponse,
  readReturnedError,
  statesInWords,
  toCallbackRequest,
  validateCallback,
  type CallbackFormValues,
} from './callbackFormModel';

const valid: CallbackFormValues = {
  name: 'Mary Jones',
  phone: '(205) 555-0147',
  zip: '',
  bestTime: 'morning',
  topic: '',
  consent: false,
  website: '',
};

describe('checkUsPhone', () => {
  it.each([
    '(205) 555-0147',
    '205-555-0147',
    '205.555.0147',
    '205 555 0147',
    '2055550147',
    '+1 205 555 0147',
    '1 (205) 555-0147',
    '１２０５５５５０１４７',
    '205-555-0147 ext. 12',
    '205 555 0147 x3',
  ])('should accept %s as a U.S. number', (text) => {
    expect(checkUsPhone(text)).toEqual({ ok: true, digits: '2055550147' });
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['555 0147', 'invalid'],
    ['205 555 014', 'invalid'],
    ['2 205 555 0147', 'invalid'],
    ['(105) 555-0147', 'invalid'],
    ['(205) 155-0147', 'invalid'],
    ['call me at 205 555 0147', 'invalid'],
    ['+44 20 7946 0958', 'invalid'],
    ['205555014720555501', 'too_long'],
    ['2'.repeat(31), 'too_long'],
  ])('should refuse %j (%s)', (text, problem) => {
    expect(checkUsPhone(text)).toEqual({ ok: false, problem });
  });
});

describe('validateCallback', () => {
  it('should pass a valid request with the optional fields empty', () => {
    expect(validateCallback(valid)).toEqual([]);
  });

  it('should name each problem once, in form order', () => {
    expect(
      validateCallback({
        ...valid,
        name: '   ',
        phone: '555',
        zip: '3520',
        bestTime: '',
        topic: 'x'.repeat(501),
      }),
    ).toEqual([
      { field: 'name', kind: 'nameMissing' },
      { field: 'phone', kind: 'phoneInvalid' },
      { field: 'zip', kind: 'zipInvalid' },
      { field: 'bestTime', kind: 'bestTimeMissing' },
      { field: 'topic', kind: 'topicTooLong' },
    ]);
  });

  it('should say an empty phone is missing and a long name is too long', () => {
    expect(validateCallback({ ...valid, name: 'a'.repeat(101), phone: '' })).toEqual([
      { field: 'name', kind: 'nameTooLong' },
      { field: 'phone', kind: 'phoneMissing' },
    ]);
  });

  it.each(['35203', '35203-1234', ' 35203 '])('should accept the ZIP %j', (zip) => {
    expect(validateCallback({ ...valid, zip })).toEqual([]);
  });

  it.each(['3520', '352031', 'ABCDE', '35203 1234'])('should refuse the ZIP %j', (zip) => {
    expect(validateCallback({ ...valid, zip })).toEqual([{ field: 'zip', kind: 'zipInvalid' }]);
  });

  it('should refuse a best time that is not one of the four', () => {
    expect(validateCallback({ ...valid, bestTime: 'night' })).toEqual([
      { field: 'bestTime', kind: 'bestTimeMissing' },
    ]);
  });
});

describe('callbackValuesFromForm and toCallbackRequest', () => {
  it('should read the contract names and build its JSON body', () => {
    const data = new FormData();
    data.set('name', '  Mary \n Jones ');
    data.set('phone', ' 205 555 0147 ');
    data.set('zip', '35203-1234');
    data.set('bestTime', 'afternoon');
    data.set('topic', '  ');
    data.set('consent', 'on');
    data.set('website', '');
    const values = callbackValuesFromForm(data);
    expect(values.consent).toBe(true);
    expect(
      toCallbackRequest(values, {
        consentVersion: '2026-11-22',
        page: '/aep/birmingham',
        startedAt: 1000,
        submittedAt: 9000,
      }),
    ).toEqual({
      name: 'Mary Jones',
      phone: '205 555 0147',
      zip: '35203-1234',
      bestTime: 'afternoon',
      topic: null,
      consent: true,
      consentVersion: '2026-11-22',
      page: '/aep/birmingham',
      startedAt: 1000,
      submittedAt: 9000,
      website: '',
    });
  });

  it('should read an unticked box as false and an empty ZIP as null', () => {
    const values = callbackValuesFromForm(new FormData());
    expect(values).toEqual({ ...valid, name: '', phone: '', bestTime: '' });
    expect(
      toCallbackRequest(values, { consentVersion: 'v', page: '/', startedAt: 0, submittedAt: 0 }).zip,
    ).toBeNull();
  });
});

describe('readCallbackResponse', () => {
  it('should read a stored lead', () => {
    expect(readCallbackResponse(201, { ok: true, id: 'x', outsideServedStates: true })).toEqual({
      kind: 'received',
      id: 'x',
      outsideServedStates: true,
    });
  });

  it('should map the issues to the form fields, out-of-date and other', () => {
    expect(
      readCallbackResponse(400, {
        error: 'invalid',
        issues: [
          { field: 'phone', message: 'Phone words.' },
          { field: 'consentVersion', message: 'Reload.' },
          { field: 'startedAt', message: 'Dev words.' },
          { field: 'page', message: 'More dev words.' },
        ],
      }),
    ).toEqual({
      kind: 'invalid',
      issues: [
        { field: 'phone', message: 'Phone words.' },
        { field: 'outOfDate', message: 'Reload.' },
        { field: 'other', message: 'Dev words.' },
      ],
    });
  });

  it.each([
    [503, { error: 'unavailable', message: 'm' }, 'unavailable'],
    [429, { error: 'rate_limited', message: 'm' }, 'rateLimited'],
    [500, { error: 'internal', message: 'm' }, 'failed'],
    [415, null, 'failed'],
    [201, null, 'failed'],
    [400, { error: 'invalid', issues: [] }, 'failed'],
  ] as const)('should read %i as %s', (status, body, kind) => {
    expect(readCallbackResponse(status, body).kind).toBe(kind);
  });
});

it('should name the states served in plain English', () => {
  expect(statesInWords(['Alabama', 'Georgia', 'Florida'])).toBe('Alabama, Georgia, and Florida');
});

describe('readReturnedError', () => {
  it('should read nothing from an empty value', () => {
    expect(readReturnedError(null)).toBeNull();
    expect(readReturnedError(' ')).toBeNull();
  });

  it('should read the two kinds', () => {
    expect(readReturnedError('unavailable')).toEqual({ kind: 'unavailable' });
    expect(readReturnedError('too-many')).toEqual({ kind: 'rateLimited' });
  });

  it('should read field names in form order, the consent version and anything else once', () => {
    expect(readReturnedError('zip,name,consentVersion,startedAt,page')).toEqual({
      kind: 'errors',
      errors: [
        { field: 'name', kind: 'nameMissing' },
        { field: 'zip', kind: 'zipInvalid' },
        { field: null, kind: 'outOfDate' },
        { field: null, kind: 'other' },
      ],
    });
  });
});
