// Typed jest-dom matchers (the root vitest.setup.ts registers them at run time; this brings their types).
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StaffField } from './StaffField';
import { StaffSelect } from './StaffSelect';

describe('StaffField', () => {
  it('should describe the control by its hint and its error, the error read after its prefix', () => {
    render(
      <StaffField
        id="title"
        label="Title"
        hint="30 to 60 characters"
        error="Title is missing."
        errorPrefix="Error:"
      >
        {(control) => <input {...control} />}
      </StaffField>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAccessibleDescription('30 to 60 characters Error: Title is missing.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('should leave a fine field without a description or an invalid mark', () => {
    render(
      <StaffField id="notes" label="Notes">
        {(control) => <textarea {...control} />}
      </StaffField>,
    );
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    expect(notes).not.toHaveAttribute('aria-describedby');
    expect(notes).not.toHaveAttribute('aria-invalid');
  });
});

describe('StaffSelect', () => {
  it('should offer the options in order and report the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const options = [
      { value: 'new', label: 'New' },
      { value: 'called', label: 'Called' },
    ];
    render(<StaffSelect id="status" label="Status" value="new" onChange={onChange} options={options} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'New',
      'Called',
    ]);
    await user.selectOptions(select, 'Called');
    expect(onChange).toHaveBeenCalledWith('called');
  });
});
