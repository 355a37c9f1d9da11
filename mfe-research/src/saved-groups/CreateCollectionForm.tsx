// Creates an empty collection of the active team.
import { useState } from 'react';
import styled from 'styled-components';
import { notify } from 'shared-graph';
import { Button, FormError } from 'shared-ui';
import { CollectionNameField } from '../collections/CollectionNameField';
import { groupsApi } from '../collections/groupsApi';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export function CreateCollectionForm({ teamId, onCreated }: { teamId: number; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const create = async () => {
    if (!name.trim()) {
      setError('Enter a name for the collection');
      return;
    }
    setCreating(true);
    try {
      const group = await groupsApi.create(teamId, name);
      notify.success(`Created "${group.name}"`);
      setName('');
      setError(null);
      onCreated();
    } catch (e) {
      setError(messageOf(e, 'Unable to create group'));
    } finally {
      setCreating(false);
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
        <CollectionNameField label="New collection name" value={name} onChange={setName} placeholder="e.g. Fitness lovers" />
        <Button type="submit" variant="primary" loading={creating}>
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
