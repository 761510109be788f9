// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { StaffErrorSummary } from './StaffErrorSummary';

describe('StaffErrorSummary', () => {
  it('should render nothing without a problem', () => {
    const { container } = render(
      <StaffErrorSummary level={3} heading="Fix 1 problem" items={[]} headingRef={createRef()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('should link each problem to its field, and leave a problem without a field as text', async () => {
    const user = userEvent.setup();
    const headingRef = createRef<HTMLHeadingElement>();
    render(
      <>
        <StaffErrorSummary
          level={2}
          heading="Fix 2 problems"
          items={[{ message: 'Enter your email', fieldId: 'email' }, { message: 'The file is too long' }]}
          headingRef={headingRef}
        />
        <label htmlFor="email">Email</label>
        <input id="email" />
      </>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Fix 2 problems' });
    expect(headingRef.current).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(within(items[1]!).queryByRole('link')).toBeNull();
    await user.click(within(items[0]!).getByRole('link', { name: 'Enter your email' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    expect(window.location.hash).toBe('');
  });
});
