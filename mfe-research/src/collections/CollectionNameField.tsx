// A collection name input: the server's length limit as maxLength, and a count so the limit is never a surprise.
import { Field, TextInput } from 'shared-ui';
import { GROUP_NAME_MAX_LENGTH } from './groupsApi';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  /** What is wrong with the name (empty, or another collection has it), shown beside it. */
  error?: string | null;
}

export function CollectionNameField({ label, value, onChange, required, placeholder, error }: Props) {
  const left = GROUP_NAME_MAX_LENGTH - value.length;
  return (
    <Field
      label={label}
      required={required}
      error={error}
      hint={left <= 20 ? `${left} of ${GROUP_NAME_MAX_LENGTH} characters left` : `Up to ${GROUP_NAME_MAX_LENGTH} characters`}
    >
      <TextInput value={value} maxLength={GROUP_NAME_MAX_LENGTH} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}
