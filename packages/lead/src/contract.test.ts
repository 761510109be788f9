// @vitest-environment node
// The pieces of the contract: phone numbers, ZIP codes and states, same-site paths, form fields, error pages.
import { describe, expect, it } from 'vitest';
import { leadRequestFromForm, parseLeadRequest, sitePath } from './contract.ts';
import { callbackErrorParam, leadFieldMessages } from './fields.ts';
import { pageWithCallbackError } from './form-post.ts';
import { normalizeUsPhone } from './phone.ts';
import { testNow, validLead } from './test-helpers.ts';
import { servedStateCodes, stateOfZip, zipInfo } from './zip.ts';

describe('normalizeUsPhone', () => {
  it.each([
    ['(205) 555-0147', '+12055550147'],
    ['205.555.0147', '+12055550147'],
    ['1 (800) 555-0123', '+18005550123'],
    ['+1 787 555 0123', '+17875550123'],
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
  ])('%j is refused (%s)', (input, problem) => {
    expect(normalizeUsPhone(input)).toEqual({ ok: false, problem });
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
      expect(parsed.lead.consentText).toMatch(/^By checking this box/);
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
