// "Breakdown": which slices each row shows under it, expand / collapse all, and how reading them goes.
import { requestErrorText } from 'shared-graph';
import { Button, Select, Spinner } from 'shared-ui';
import styled from 'styled-components';
import { LIST_BREAKDOWNS, listBreakdown, type ListBreakdownId } from './listBreakdowns';

export interface BreakdownControlProps {
  value: ListBreakdownId | null;
  onChange: (id: ListBreakdownId | null) => void;
  /** Some row has slices to show. */
  expandable: boolean;
  allExpanded: boolean;
  onExpandAll: (expand: boolean) => void;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
}

const GROUPS = ['Delivery', 'Time'] as const;

export function BreakdownControl({ value, onChange, expandable, allExpanded, onExpandAll, loading, error, onRetry }: BreakdownControlProps) {
  const label = value ? listBreakdown(value).label.toLowerCase() : '';
  return (
    <Bar>
      <Select aria-label="Breakdown" controlSize="sm" width={190} value={value ?? ''} onChange={(event) => onChange((event.target.value || null) as ListBreakdownId | null)}>
        <option value="">No breakdown</option>
        {GROUPS.map((group) => (
          <optgroup key={group} label={`By ${group.toLowerCase()}`}>
            {LIST_BREAKDOWNS.filter((b) => b.group === group).map((b) => (
              <option key={b.id} value={b.id}>
                {`Breakdown: ${b.label}`}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      {value && expandable && (
        <Button size="sm" variant="ghost" onClick={() => onExpandAll(!allExpanded)}>
          {allExpanded ? 'Collapse all' : 'Expand all'}
        </Button>
      )}
      <Status role="status">
        {value && loading && (
          <>
            <Spinner size="xs" decorative /> Reading the breakdown by {label}…
          </>
        )}
      </Status>
      {value && error && !loading && (
        <Failed role="alert">
          {requestErrorText(error, `The breakdown by ${label} could not be read.`)}
          <Button size="sm" variant="ghost" onClick={onRetry}>
            Retry
          </Button>
        </Failed>
      )}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Status = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Failed = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
