import { useUser, usePickableAdAccounts, useAdAccountChoice, type AdAccountChoice, type UserAdAccount } from 'shared-graph';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Select, VisuallyHidden } from 'shared-ui';
import { accountExtras, accountLabel, accountTail, currenciesOf, selectionValue } from './accountLabels';
import { AdAccountSetDialog } from './AdAccountSetDialog';

export { accountLabel, accountTail, selectionValue };

/** Several accounts: the words stay whole on a phone and the currencies give way. */
const ManyName = styled.span`
  flex: none;
`;

const ManyTail = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colors.muted};
`;

const ALL = 'all';
const SET = 'set';
const CHOOSE_SET = 'choose-set';

/** The select's value for a choice. */
function valueOf(choice: AdAccountChoice | null): string {
  if (!choice) return '';
  if (choice.kind === 'account') return `${choice.teamId}:${choice.accountId}`;
  return choice.kind === 'all' ? ALL : SET;
}

const manyLabel = (accounts: readonly UserAdAccount[], what: string) => `${what} · ${currenciesOf(accounts)}`;

/**
 * Keeps the picker readable in a narrow header: it shrinks, but never below a width that shows a name. On a
 * phone it takes the room the header has left beside the menu button and the logo (the rest of the header
 * moves into the drawer), and never pushes them out.
 */
const PickerSlot = styled.span`
  position: relative;
  display: flex;
  flex: 0 1 340px;
  min-width: 128px;

  /* The closed select's own text gives way to the face below (its options keep the text colour). */
  select { color: transparent; }
  select:disabled { color: transparent; }
  option { color: ${({ theme }) => theme.colors.text}; }

  ${({ theme }) => theme.media.mobile} {
    flex: 1 1 auto;
    min-width: 0;
    max-width: 100%;
    select { min-width: 0; width: 100%; }
  }
`;

/**
 * What the closed picker shows, over the native select (which stays the control: keyboard, screen readers and the
 * phone's own list): the name shrinks with an ellipsis, the currency and the id's tail ("IDR ·0045") always stay, so
 * two accounts with the same beginning never look alike. Hidden from assistive technology, which reads the option.
 */
const Face = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 28px 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  white-space: nowrap;
  pointer-events: none;
`;

const FaceName = styled.span`
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

const FaceTail = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The ad-account picker: statuses 1 and 3 only (SPEC §4), across the user's own and team accounts; with several
 * accounts, "All ad accounts" and a chosen set too. Areas whose URL names the account follow the choice
 * (shared-graph's useAccountChoiceInUrl); the shell names none of them.
 */
export function AdAccountPicker() {
  const user = useUser();
  const pickable = usePickableAdAccounts();
  const { choice, accounts: spanned, choose } = useAdAccountChoice();
  const [choosingSet, setChoosingSet] = useState(false);
  const id = useId();
  if (!user || pickable.length === 0) return null;
  const single = choice?.kind === 'account' ? pickable.find((a) => a.id === choice.accountId && a.team === choice.teamId) : undefined;
  const several = pickable.length > 1;
  const onChange = (value: string) => {
    if (value === CHOOSE_SET) return setChoosingSet(true);
    if (value === ALL) return choose({ kind: 'all' });
    if (value === SET || !value) return undefined;
    const [team, ...rest] = value.split(':');
    choose({ kind: 'account', teamId: Number(team), accountId: rest.join(':') });
    return undefined;
  };
  // A visually hidden <label>, not aria-label: the accessible name must not contradict the visible option text
  // (axe label-content-name-mismatch).
  return (
    <PickerSlot>
      <VisuallyHidden as="label" htmlFor={id}>Ad account</VisuallyHidden>
      <Select id={id} value={valueOf(choice)} onChange={(event) => onChange(event.target.value)}>
        {!choice && <option value="">Choose an ad account</option>}
        {several && <option value={ALL}>{`All ad accounts (${pickable.length})`}</option>}
        {choice?.kind === 'set' && <option value={SET}>{manyLabel(spanned, `${spanned.length} chosen ad accounts`)}</option>}
        {pickable.map((account) => (
          <option key={selectionValue(account)} value={selectionValue(account)}>
            {accountLabel(account, user.teams)}
          </option>
        ))}
        {several && <option value={CHOOSE_SET}>Choose several ad accounts…</option>}
      </Select>
      <Face aria-hidden="true" data-testid="ad-account-face">
        {single ? (
          <>
            <FaceName>{single.name}</FaceName>
            <FaceTail>{`${accountTail(single)}${accountExtras(single, user.teams)}`}</FaceTail>
          </>
        ) : choice && choice.kind !== 'account' ? (
          <>
            <ManyName>{choice.kind === 'all' ? 'All ad accounts' : `${spanned.length} ad accounts`}</ManyName>
            <ManyTail>{choice.kind === 'all' ? `${spanned.length} · ${currenciesOf(spanned)}` : currenciesOf(spanned)}</ManyTail>
          </>
        ) : (
          <FaceName>Choose an ad account</FaceName>
        )}
      </Face>
      {choosingSet && (
        <AdAccountSetDialog
          open
          accounts={pickable}
          teams={user.teams}
          initial={spanned}
          onClose={() => setChoosingSet(false)}
          onChoose={(accounts) => {
            setChoosingSet(false);
            const [first] = accounts;
            if (accounts.length === 1 && first) choose({ kind: 'account', ...first });
            else choose({ kind: 'set', accounts });
          }}
        />
      )}
    </PickerSlot>
  );
}
