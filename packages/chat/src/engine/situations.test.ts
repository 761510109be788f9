// @vitest-environment node
// Working past 65 and first enrollment by their concepts. Phrasings here are written for the test, not taken from an
// eval set.
import { describe, expect, it } from 'vitest';
import { employerSizeIn, initialEnrollmentOver, saysJobCoverage, saysNoJobCoverage } from './situations.ts';

describe('employerSizeIn', () => {
  it('reads a head count or a small business', () => {
    expect(employerSizeIn('my boss has like 8 employees')).toBe(8);
    expect(employerSizeIn('our company has about 300 people')).toBe(300);
    expect(employerSizeIn('theres only twelve of us at the store')).toBe(12);
    expect(employerSizeIn('i work for a tiny family-owned business')).toBe('small');
  });

  it('is not fooled by ages, years or questions without a job', () => {
    expect(employerSizeIn('i work with 65 people turning medicare age')).toBeUndefined();
    expect(employerSizeIn('how many people are on medicare')).toBeUndefined();
  });
});

describe('saysNoJobCoverage', () => {
  it('reads a job without health coverage', () => {
    expect(saysNoJobCoverage('i work part time with no benefits')).toBe(true);
    expect(saysNoJobCoverage("my job doesn't offer insurance")).toBe(true);
    expect(saysNoJobCoverage('never had job insurance')).toBe(true);
    expect(saysNoJobCoverage('im self employed with an individual plan')).toBe(true);
    expect(saysNoJobCoverage('i have a marketplace plan, can i keep it at 65')).toBe(true);
  });

  it('leaves coverage from work, and "no penalty", alone', () => {
    expect(saysNoJobCoverage('i still work and have insurance through my job')).toBe(false);
    expect(saysNoJobCoverage('can i wait with no penalty while i work')).toBe(false);
  });
});

describe('initialEnrollmentOver', () => {
  const today = '2026-11-24';
  it('is true for a 65th birthday whose 7-month window has ended', () => {
    expect(initialEnrollmentOver('he turned 65 in 2023 and never signed up', today)).toBe(true);
    expect(initialEnrollmentOver('i turned 65 two years ago', today)).toBe(true);
    expect(initialEnrollmentOver('she turned 65 in march 2026', today)).toBe(true);
  });

  it('is false while the window may still be open, or with no past birthday', () => {
    expect(initialEnrollmentOver('i turned 65 in october 2026', today)).toBe(false);
    expect(initialEnrollmentOver('i turned 65 last month', today)).toBe(false);
    expect(initialEnrollmentOver('i turn 65 in 2027', today)).toBe(false);
  });
});

describe('saysJobCoverage', () => {
  it('reads coverage from current work in other words', () => {
    expect(saysJobCoverage('still on my company insurance')).toBe(true);
    expect(saysJobCoverage("i'm on my wife's federal employee plan")).toBe(true);
    expect(saysJobCoverage('we get benefits through my husband job')).toBe(true);
    expect(saysJobCoverage('i am still working')).toBe(true);
  });

  it('is false without it', () => {
    expect(saysJobCoverage('i work part time with no benefits')).toBe(false);
    expect(saysJobCoverage('i have original medicare and a drug plan')).toBe(false);
  });
});
