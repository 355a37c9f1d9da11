// Creates an empty collection of the active team.
import { useState } from 'react';
import styled from 'styled-components';
import { notify } from 'shared-graph';
import { Button, FormError } from 'shared-ui';
import { CollectionNameField } from '../collections/CollectionNameField';
import { collectionErrorText, useCollectionWrites } from '../collections/collectionQueries';
import { GROUP_MESSAGES } from '../collections/groupsApi';
import { useCollectionName } from '../collections/useCollectionName';

export function CreateCollectionForm({ teamId }: { teamId: number }) {
  const field = useCollectionName(teamId);
  const [error, setError] = useState<string | null>(null);
  const { create: createGroup } = useCollectionWrites(teamId);

  const create = async () => {
    setError(null);
    if (!field.check('Enter a name for the collection')) return;
    try {
      const group = await createGroup.mutateAsync({ name: field.name });
      notify.success(`Created "${group.name}"`);
      field.reset();
    } catch (e) {
      if (!field.refused(e)) setError(collectionErrorText(e, GROUP_MESSAGES.create));
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <Row>
        <CollectionNameField label="New collection name" value={field.name} onChange={field.setName} error={field.error} placeholder="e.g. Fitness lovers" />
        <Button type="submit" variant="primary" loading={createGroup.isPending}>
          Create
        </Button>
      </Row>
      {error && <FormError>{error}</FormError>}
    </form>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  & > :first-child { flex: 0 1 320px; min-width: 0; }
  & > button { margin-top: 22px; }
`;
