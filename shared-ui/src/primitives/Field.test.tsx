import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderUi } from '../testing/render';
import { Field } from './Field';
import { Form, FormActions, FormError, Fieldset } from './Form';
import { Checkbox } from './Checkbox';
import { PasswordInput } from './PasswordInput';
import { Select } from './Select';
import { Switch } from './Switch';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

describe('Field', () => {
  it('labels its control', () => {
    renderUi(
      <Field label="Collection name" hint="Shown in your list">
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Collection name' });
    expect(input).toHaveAccessibleDescription('Shown in your list');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows the error, marks the control invalid and keeps the typed value', async () => {
    function Demo() {
      const [value, setValue] = useState('');
      const [error, setError] = useState<string | undefined>();
      return (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            setError(value.length < 3 ? 'Name must be at least 3 characters' : undefined);
          }}
        >
          <Field label="Name" hint="3 characters or more" error={error} required>
            <TextInput value={value} onChange={(e) => setValue(e.target.value)} />
          </Field>
          <FormActions>
            <button type="submit">Save</button>
          </FormActions>
        </Form>
      );
    }
    const user = userEvent.setup();
    renderUi(<Demo />);
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input).toBeRequired();
    await user.type(input, 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Name must be at least 3 characters 3 characters or more');
    expect(input).toHaveValue('ab');

    await user.type(input, 'c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.queryByText('Name must be at least 3 characters')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveValue('abc');
  });

  it('supports a render-prop control', () => {
    renderUi(
      <Field label="Budget" error="Too low">
        {(control) => <input {...control} type="number" />}
      </Field>,
    );
    const input = screen.getByRole('spinbutton', { name: 'Budget' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too low');
  });

  it('wires Select and TextArea too', () => {
    renderUi(
      <>
        <Field label="Objective" error="Pick one">
          <Select placeholder="Choose…" defaultValue="" options={[{ value: 'REACH', label: 'Reach' }]} />
        </Field>
        <Field label="Notes">
          <TextArea />
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Objective' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeInTheDocument();
  });
});

describe('PasswordInput', () => {
  it('toggles visibility and keeps the value', async () => {
    const user = userEvent.setup();
    renderUi(
      <Field label="Password">
        <PasswordInput />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.type(input, 's3cret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    expect(input).toHaveValue('s3cret');
  });
});

describe('Select', () => {
  it('changes value', async () => {
    const onChange = jest.fn();
    renderUi(
      <Select
        aria-label="Gender"
        defaultValue="0"
        onChange={(e) => onChange(e.target.value)}
        options={[
          { value: '0', label: 'All' },
          { value: '1', label: 'Male' },
          { value: '2', label: 'Female' },
        ]}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Female');
    expect(onChange).toHaveBeenCalledWith('2');
  });
});

describe('Checkbox', () => {
  it('toggles and supports the indeterminate state', async () => {
    const onChange = jest.fn();
    const { rerender } = renderUi(<Checkbox label="Select all" indeterminate onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toBePartiallyChecked();
    rerender(<Checkbox label="Select all" onChange={onChange} />);
    expect(box).not.toBePartiallyChecked();
    await userEvent.click(screen.getByText('Select all'));
    expect(onChange).toHaveBeenCalled();
    expect(box).toBeChecked();
  });
});

describe('Switch', () => {
  it('is a switch reporting its state', async () => {
    const onChange = jest.fn();
    renderUi(<Switch aria-label="Campaign status" checked={false} onChange={onChange} />);
    const sw = screen.getByRole('switch', { name: 'Campaign status' });
    expect(sw).not.toBeChecked();
    await userEvent.click(sw);
    expect(onChange).toHaveBeenCalledWith(true);
  });
  it('is disabled while busy', () => {
    renderUi(<Switch aria-label="Status" checked onChange={() => undefined} busy />);
    const sw = screen.getByRole('switch', { name: 'Status' });
    expect(sw).toBeChecked();
    expect(sw).toBeDisabled();
    expect(sw).toHaveAttribute('aria-busy', 'true');
  });
});

describe('Form helpers', () => {
  it('FormError is an alert and renders nothing when empty', () => {
    const { rerender } = renderUi(<FormError>{undefined}</FormError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError>Wrong user or password</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong user or password');
  });
  it('Fieldset groups with a legend; Form is noValidate by default', () => {
    renderUi(
      <Form aria-label="Settings">
        <Fieldset legend="Placements">
          <Checkbox label="Facebook feeds" />
        </Fieldset>
      </Form>,
    );
    expect(screen.getByRole('group', { name: 'Placements' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Settings' })).toHaveAttribute('novalidate');
  });
});

describe('control width', () => {
  it('sizes TextInput and Select', () => {
    renderUi(
      <>
        <TextInput aria-label="plain" width={120} />
        <TextInput aria-label="adorned" width="50%" leftIcon={<svg />} />
        <Select aria-label="account" width={240} options={[{ value: 'a', label: 'A' }]} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'plain' })).toHaveStyle({ width: '120px' });
    expect(screen.getByRole('textbox', { name: 'adorned' }).parentElement).toHaveStyle({ width: '50%' });
    expect(screen.getByRole('combobox', { name: 'account' }).parentElement).toHaveStyle({ width: '240px' });
  });
});
