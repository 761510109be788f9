// The callback form for a browser that runs no script: the prerendered HTML carries a notice for each way a plain
// post can come back unsent (the function's 303 names one as the address's target, and CSS shows that one), and the
// running form drops them for its own summary and messages.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CallbackForm } from './CallbackForm';
import { callbackFormArgs, callbackFormCopy } from './CallbackForm.fixtures';
import { fillCallbackCopy, statesInWords } from './callbackFormModel';

const tokens = {
  phone: callbackFormArgs.phone.display,
  officeHours: callbackFormArgs.callHours.reading,
  states: statesInWords(callbackFormArgs.statesServed),
};

describe('CallbackForm without a script', () => {
  it('prerenders a notice with the phone number for each way a post comes back unsent', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CallbackForm {...callbackFormArgs} />);
    const notices = {
      fields: callbackFormCopy.notSent.fields,
      unavailable: callbackFormCopy.notSent.unavailable,
      'too-many': callbackFormCopy.rateLimited,
    };
    for (const [kind, text] of Object.entries(notices)) {
      const notice = container.querySelector(`#callback-problem-${kind}`);
      expect(notice, kind).not.toBeNull();
      expect(notice!.textContent).toContain(callbackFormCopy.notSent.heading);
      expect(notice!.textContent).toContain(fillCallbackCopy(text, tokens));
      expect(notice!.querySelector('a')?.getAttribute('href')).toBe(`tel:${callbackFormArgs.phone.e164}`);
    }
  });

  it('drops them once its code runs (the form then says it itself)', () => {
    const { container } = render(<CallbackForm {...callbackFormArgs} />);
    expect(container.querySelector('[id^="callback-problem-"]')).toBeNull();
    expect(screen.queryByText(callbackFormCopy.notSent.heading)).toBeNull();
  });
});
