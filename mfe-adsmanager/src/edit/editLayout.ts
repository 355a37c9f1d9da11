// The editor's layout: sections one under another (their fields in common/fieldGrid's FieldGrid), notes and chips.
import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  &:last-child { border-bottom: 0; padding-bottom: 0; }
  h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A refusal or problem beside a group of controls that is not one Field (locations, lists of checkboxes). */
export const GroupError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  li { display: inline-flex; align-items: center; gap: 4px; padding: 2px 4px 2px 10px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: 999px; overflow-wrap: anywhere; }
`;
