import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graph, isGraphError, queryKeys, requestErrorText, useServerQuery } from 'shared-graph';
import { accountApi, runTokenCheck, useActiveTeam, useGraphError } from 'shared-graph/host';
import { Banner, Button, Card, DetailList, Inline, Spinner, Stack } from 'shared-ui';
import { connectErrorMessage } from '../../platform-connect/connectErrorMessage';

const day = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** /setting/integrations: the Facebook connection, Reconnect, and a connection check through the proxy. */
export function IntegrationsScreen() {
  const [params] = useSearchParams();
  const team = useActiveTeam();
  const [graphError, setGraphError] = useGraphError();
  const connectionQuery = useServerQuery(queryKeys.apiResource('user/connection'), (signal) => accountApi.connection({ signal }));
  const connection = connectionQuery.data;
  const error = requestErrorText(connectionQuery.error, 'The connection could not be loaded.');
  const [check, setCheck] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [checking, setChecking] = useState(false);

  async function checkConnection() {
    setChecking(true);
    setCheck(null);
    setGraphError(null);
    try {
      const token = connection ? await runTokenCheck({ force: true }) : null;
      if (token && token.status !== 'ok' && token.status !== 'unavailable') return;
      const me = await graph.get<{ name?: string }>('me', { fields: 'id,name' }, { transport: 'proxy' });
      setCheck({ type: 'success', text: `Facebook answers${me.name ? ` as ${me.name}` : ''}${team && team.id !== 0 ? ` for the team ${team.name}` : ''}.` });
    } catch (caught) {
      setCheck({ type: 'error', text: isGraphError(caught) ? caught.message : 'The check failed. Please try again.' });
    } finally {
      setChecking(false);
    }
  }

  const connectError = connectErrorMessage(params.get('connect_error'));
  return (
    <Card title="Facebook">
      <Stack>
        {params.get('connected') === '1' && <Banner type="success">Facebook is connected again.</Banner>}
        {connectError && <Banner type="error">{connectError}</Banner>}
        {error && <Banner type="error">{error}</Banner>}
        {connection === undefined && !error && <Spinner label="Loading the connection…" />}
        {connection === null && <Banner type="warning">Facebook is not connected.</Banner>}
        {connection && (
          <Inline gap="md" align="start">
            {connection.picture_url && <img src={connection.picture_url} alt="" width={64} height={64} style={{ borderRadius: '50%' }} />}
            <DetailList aria-label="Facebook connection">
              <dt>Facebook account</dt>
              <dd>{connection.name}</dd>
              <dt>Status</dt>
              <dd>{connection.status === 'active' ? 'Connected' : 'Expired — reconnect'}</dd>
              <dt>Token</dt>
              <dd>…{connection.token_last4}</dd>
              <dt>Expires</dt>
              <dd>{connection.expires_at ? day(connection.expires_at) : 'No expiry date given'}</dd>
              <dt>Permissions</dt>
              <dd>{connection.scopes.length ? connection.scopes.join(', ') : '—'}</dd>
            </DetailList>
          </Inline>
        )}
        {graphError && (
          <Banner type="error" title="Facebook refused the last request" data-testid="graph-error">
            {graphError.message} (code {graphError.code}
            {graphError.subCode !== null ? `, sub-code ${graphError.subCode}` : ''})
          </Banner>
        )}
        {check && <Banner type={check.type}>{check.text}</Banner>}
        <Inline>
          <Button variant="primary" onClick={() => window.location.assign(accountApi.oauthStartUrl('integrations'))}>
            Reconnect Facebook
          </Button>
          <Button onClick={() => void checkConnection()} loading={checking}>
            Check connection
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
