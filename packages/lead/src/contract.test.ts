// @vitest-environment node
// The pieces of the contract: phone numbers, ZIP codes and states, same-site paths, form fields, error pages.
import { getSections } from '@agency/content';
import { describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { cleanText, leadRequestFromForm, parseLeadRequest, sitePath } from './contract.ts';
import { callbackErrorParam, leadFieldMessages } from './fields.ts';
import { pageWithCallbackError } from './form-post.ts';
import { normalizeUsPhone } from './phone.ts';
import { testNow, validLead } from './test-helpers.ts';
import { servedStateCodes, stateOfZip, zipInfo } from './zip.ts';

describe('normalizeUsPhone', () => {
  it.each([
    ['(205) 555-0147', '+12055550147'],
    ['205.555.0147', '+12055550147'],
    ['1 (205) 234-5678', '+12052345678'],
    ['+1 787 555 0123', '+17875550123'],
    ['+1 684 633 1234', '+16846331234'],
    ['２０５５５５０１４７', '+12055550147'],
    ['205 555 0147 ext. 12', '+12055550147'],
  ])('%s → %s', (input, e164) => {
    expect(normalizeUsPhone(input)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['', 'missing'],
    ['   ', 'missing'],
    ['555-0147', 'invalid'],
    ['(123) 456-7890', 'invalid'],
    ['911', 'invalid'],
    ['my number is two oh five', 'invalid'],
    ['+44 20 7946 0958', 'not_us'],
    ['+1 416 555 0123', 'not_us'],
    ['2'.repeat(31), 'too_long'],
    ['+1 900 555 0100', 'not_callable'],
    ['1 (800) 555-0123', 'not_callable'],
  ])('%j is refused (%s)', (input, problem) => {
    expect(normalizeUsPhone(input)).toEqual({ ok: false, problem });
  });

  // The North American plan's non-geographic area codes (NANPA): premium rate, toll free, personal communications
  // services (the 5XX codes), the carriers' 700 and the U.S. government's 710. None is a person's home or mobile
  // line. (A 976 exchange inside a geographic area code is not told apart by the library; 976 as an area code is
  // not a valid number.)
  const nonGeographic = {
    PREMIUM_RATE: ['900'],
    TOLL_FREE: ['800', '833', '844', '855', '866', '877', '888'],
    PERSONAL_NUMBER: [
      '500',
      '521',
      '522',
      '523',
      '524',
      '525',
      '526',
      '527',
      '528',
      '529',
      '532',
      '533',
      '544',
      '566',
      '577',
      '588',
    ],
    // Reserved or not yet assigned: the library knows no number there.
    'not in the library': [
      '700',
      '710',
      '535',
      '538',
      '542',
      '543',
      '545',
      '546',
      '547',
      '549',
      '550',
      '552',
      '553',
      '554',
      '556',
      '558',
      '569',
      '578',
      '589',
    ],
  };
  it.each(Object.entries(nonGeographic))('refuses every %s area code', (type, areaCodes) => {
    for (const areaCode of areaCodes) {
      const number = `${areaCode} 234 5678`;
      const parsed = parsePhoneNumberFromString(number, 'US');
      if (type === 'not in the library') expect(parsed?.isValid(), number).toBe(false);
      else expect(parsed?.getType(), number).toBe(type);
      expect(normalizeUsPhone(number).ok, number).toBe(false);
    }
  });

  it('accepts a number only when the library types it a home or mobile line (every NANP area code, two exchanges)', () => {
    let accepted = 0;
    for (let areaCode = 200; areaCode <= 999; areaCode += 1)
      for (const exchange of ['234', '555']) {
        const number = `+1 ${areaCode} ${exchange} 0123`;
        const result = normalizeUsPhone(number);
        if (!result.ok) continue;
        accepted += 1;
        expect(['FIXED_LINE', 'MOBILE', 'FIXED_LINE_OR_MOBILE'], number).toContain(
          parsePhoneNumberFromString(number)?.getType(),
        );
      }
    expect(accepted).toBeGreaterThan(500);
  });
});

describe('cleanText: what a visitor types is kept as it reads', () => {
  it.each([
    ['NFC: a decomposed é becomes one character', 'Rene\u0301e', 'Renée'],
    ['a right-to-left override is removed', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    [
      'bidirectional embeddings and isolates are removed',
      '\u202Aa\u202Bb\u202Cc\u2066d\u2067e\u2068f\u2069',
      'abcdef',
    ],
    ['left/right marks and the Arabic letter mark are removed', 'a\u200Eb\u200Fc\u061Cd', 'abcd'],
    ['zero-width characters are removed', 'Ma\u200Bry\u200C Jo\u200Dnes\u2060\uFEFF', 'Mary Jones'],
    ['a soft hyphen is removed', 'Ann\u00ADette', 'Annette'],
    ['Hangul fillers and the blank braille pattern are removed', '\u3164\u2800Ruth\u115F', 'Ruth'],
    ['tag characters are removed', 'Ruth\u{E0041}\u{E0042}', 'Ruth'],
    ['runs of spaces, tabs and line breaks become one space', '  Ruth \t\n  Ann\u2028Lee ', 'Ruth Ann Lee'],
    ['letters of every script stay', 'José Ñúñez 李 محمد', 'José Ñúñez 李 محمد'],
  ])('%s', (_label, typed, kept) => {
    expect(cleanText(typed)).toBe(kept);
  });

  it('a name of invisible characters only is a missing name', () => {
    const parsed = parseLeadRequest({ ...validLead(), name: '\u200B\u202E\u3164\u2800' });
    expect(parsed).toEqual({
      ok: false,
      issues: [{ field: 'name', message: leadFieldMessages.nameMissing }],
    });
  });

  it('the stored name and topic carry no hidden character', () => {
    const parsed = parseLeadRequest({
      ...validLead(),
      name: 'Ann\u202Efdp.exe',
      topic: 'invoice\u202Efdp.exe and Rene\u0301e',
    });
    expect(parsed.ok && [parsed.lead.name, parsed.lead.topic]).toEqual([
      'Annfdp.exe',
      'invoicefdp.exe and Renée',
    ]);
  });
});

describe('ZIP codes', () => {
  it('names the state of the served states and of others', () => {
    expect(stateOfZip('35203')).toBe('AL');
    expect(stateOfZip('36925')).toBe('AL');
    expect(stateOfZip('30303')).toBe('GA');
    expect(stateOfZip('39901')).toBe('GA');
    expect(stateOfZip('33101')).toBe('FL');
    expect(stateOfZip('37203')).toBe('TN');
    expect(stateOfZip('60601')).toBe('IL');
    expect(stateOfZip('38601')).toBe('MS');
    expect(stateOfZip('10001-2345')).toBe('NY');
    expect(stateOfZip('99501')).toBe('AK');
  });

  it('knows no state for unused and military prefixes', () => {
    for (const zip of ['00000', '34001', '09001', '96201', 'abcde']) expect(stateOfZip(zip)).toBeNull();
  });

  it('serves the states of the service areas in @agency/content', () => {
    expect([...servedStateCodes()].sort()).toEqual(['AL', 'FL', 'GA', 'IL', 'TN']);
    expect(zipInfo('35203')).toEqual({ state: 'AL', outsideServedStates: false });
    expect(zipInfo('90210')).toEqual({ state: 'CA', outsideServedStates: true });
    expect(zipInfo('00000')).toEqual({ state: null, outsideServedStates: false });
    expect(zipInfo(null)).toEqual({ state: null, outsideServedStates: false });
  });
});

describe('sitePath', () => {
  it('keeps a path and its query, drops the anchor', () => {
    expect(sitePath('/aep/birmingham')).toBe('/aep/birmingham');
    expect(sitePath('/aep/birmingham?utm_source=x#callback')).toBe('/aep/birmingham?utm_source=x');
    expect(sitePath('/a/../b')).toBe('/b');
  });

  it('refuses anything that could lead off the site', () => {
    for (const value of [
      '',
      'aep',
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a b',
      '/a\nb',
      `/${'a'.repeat(1000)}`,
      `/${'é'.repeat(200)}`,
    ])
      expect(sitePath(value)).toBeUndefined();
  });

  it('drops a query too long to keep, so a long tracking tag never costs a lead', () => {
    expect(sitePath(`/aep/atlanta?fbclid=${'x'.repeat(1200)}`)).toBe('/aep/atlanta');
    const fits = `/aep/atlanta?fbclid=${'x'.repeat(900)}`;
    expect(sitePath(fits)).toBe(fits);
  });
});

describe('form posts', () => {
  it('reads the checkbox and the numbers', () => {
    const form = new URLSearchParams({
      name: 'Ann',
      phone: '2055550147',
      bestTime: 'evening',
      consent: 'on',
      consentVersion: 'v',
      page: '/',
      startedAt: String(testNow),
      website: '',
    });
    expect(leadRequestFromForm(form)).toEqual({
      name: 'Ann',
      phone: '2055550147',
      bestTime: 'evening',
      consent: true,
      consentVersion: 'v',
      page: '/',
      startedAt: testNow,
      website: '',
    });
    form.delete('consent');
    expect(leadRequestFromForm(form).consent).toBe(false);
    form.append('consent', 'off');
    expect(leadRequestFromForm(form).consent).toBe(false);
    form.append('consent', 'on');
    expect(leadRequestFromForm(form).consent).toBe(true);
    form.set('consent', 'maybe');
    form.set('startedAt', 'soon');
    expect(leadRequestFromForm(form)).toMatchObject({ consent: 'maybe', startedAt: 'soon' });
  });

  it('comes back to its page with the error and the anchor, replacing an earlier error', () => {
    expect(pageWithCallbackError('/aep/atlanta', 'name,phone')).toBe(
      `/aep/atlanta?${callbackErrorParam}=name,phone#callback-problem-fields`,
    );
    expect(pageWithCallbackError(`/?x=1&${callbackErrorParam}=zip`, 'unavailable')).toBe(
      `/?x=1&${callbackErrorParam}=unavailable#callback-problem-unavailable`,
    );
  });
});

describe('parseLeadRequest', () => {
  it('gives the lead with the consent text of its version', () => {
    const parsed = parseLeadRequest(validLead());
    expect(parsed.ok).toBe(true);
    if (parsed.ok) {
      expect(parsed.lead.phoneE164).toBe('+12055550147');
      expect(parsed.lead.consentText).toBe(getSections().contact.consentLabel);
      expect(parsed.lead).not.toHaveProperty('phone');
    }
  });

  it('never quotes what was sent in its messages', () => {
    const parsed = parseLeadRequest(
      validLead({ name: 'x'.repeat(200), phone: '+44 20 7946 0958', zip: '1234' }),
    );
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.issues).toEqual([
        { field: 'name', message: leadFieldMessages.nameTooLong },
        { field: 'phone', message: leadFieldMessages.phoneNotUs },
        { field: 'zip', message: leadFieldMessages.zipInvalid },
      ]);
      expect(JSON.stringify(parsed.issues)).not.toMatch(/7946|1234|xxxx/);
    }
  });
});
