import styled from 'styled-components';
import type { Language } from 'shared-graph';
import { LANGUAGES } from 'shared-graph/host';
import { languageNames } from 'shared-ui';

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  justify-content: flex-end;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Choice = styled.button`
  border: 1px solid transparent;
  background: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 2px ${({ theme }) => theme.space.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.brand};
  text-decoration: underline;
  cursor: pointer;
  &[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
    border-color: ${({ theme }) => theme.colors.border};
    cursor: default;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export interface LanguageSwitchProps {
  language: Language;
  /** The group's name, in the page's language ("Language", "Bahasa"). */
  label: string;
  onChange: (language: Language) => void;
}

/** The guest pages' language choice: every language as a toggle button, the current one pressed. */
export function LanguageSwitch({ language, label, onChange }: LanguageSwitchProps) {
  return (
    <Group role="group" aria-label={label}>
      {LANGUAGES.map((choice) => (
        <Choice key={choice} type="button" lang={choice} aria-pressed={choice === language} onClick={() => onChange(choice)}>
          {languageNames[choice]}
        </Choice>
      ))}
    </Group>
  );
}
