// Editing one budget where it lives (the ad set's, or the campaign's for a campaign budget), in the account
// currency: refused below the platform's floor in its words; a platform refusal shows beside the field, the amount
// typed stays.
import { useState } from 'react';
import type { Asset } from 'shared-graph';
import { notifyWritten } from '../writes/undoToast';
import { useAssetWrites } from '../writes/useAssetMutations';
import { Button, Field, Form, formatMoney, Modal, TextInput } from 'shared-ui';
import { budgetProblem, parseAmount, roundToCurrency } from '../common/budgetRules';
import { describeAsset } from './assetContext';
import { requestFailureText, writeErrorText } from '../common/writeErrors';

export interface BudgetDialogProps {
  asset: Asset;
  currency: string;
  minDailyBudget: number | null;
  onClose: () => void;
}

export function BudgetDialog({ asset, currency, minDailyBudget, onClose }: BudgetDialogProps) {
  const budgetType = asset.budget_type ?? 'daily';
  const [text, setText] = useState(asset.budget === null ? '' : String(asset.budget));
  const [error, setError] = useState<string | null>(null);
  const writes = useAssetWrites();
  const label = `${budgetType === 'daily' ? 'Daily' : 'Lifetime'} budget (${currency})`;

  const submit = async () => {
    const parsed = parseAmount(text);
    const amount = parsed === null ? null : roundToCurrency(parsed, currency);
    const problem = budgetProblem(asset, budgetType, amount, currency, minDailyBudget);
    if (problem || amount === null) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      const [result] = await writes.mutateAsync([{ asset, change: { kind: 'budget', budgetType, amount, currency, previous: asset.budget } }]);
      const refused = writeErrorText(result);
      if (refused) {
        setError(refused);
        return;
      }
      notifyWritten(
        `Budget of ${describeAsset(asset)} is now ${formatMoney(amount, currency)} ${budgetType === 'daily' ? 'a day' : 'in total'}.`,
        [result!],
        `the budget change of ${describeAsset(asset)}`,
      );
      onClose();
    } catch (err) {
      setError(requestFailureText(err));
    }
  };

  return (
    <Modal
      open
      size="sm"
      title={`Budget of ${describeAsset(asset)}`}
      onClose={() => {
        if (!writes.isPending) onClose();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={writes.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" form={`budget-${asset.id}`} loading={writes.isPending}>
            Save budget
          </Button>
        </>
      }
    >
      <Form
        id={`budget-${asset.id}`}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          label={label}
          error={error}
          hint={
            budgetType === 'daily' && minDailyBudget !== null
              ? `At least ${formatMoney(minDailyBudget, currency)} a day. Now ${asset.budget === null ? 'none' : formatMoney(asset.budget, currency)}.`
              : `Now ${asset.budget === null ? 'none' : formatMoney(asset.budget, currency)}.`
          }
        >
          <TextInput inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
      </Form>
    </Modal>
  );
}
