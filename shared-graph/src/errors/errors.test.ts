import { setupRuntime } from '../test-utils';
import { graphErrorAtom, sessionStore } from '../session/atoms';
import { createAbortError, isCancelled } from './cancel';
import { handleGraphFailure } from './catalogue';
import { GraphError, parseGraphError } from './graph-error';
import { extensionTimeoutMessage, teamOwnerExpiredMessage } from './messages';

describe('GraphError', () => {
  it("parses Meta's error object", () => {
    const error = parseGraphError(400, {
      error: {
        message: 'Invalid parameter',
        type: 'OAuthException',
        code: 100,
        error_subcode: 1504018,
        is_transient: false,
        error_user_title: 'Timed out',
        error_user_msg: 'Try a smaller date range',
        error_data: '{"blame_field_specs":[["daily_budget"]]}',
        fbtrace_id: 'AGhe',
      },
    });
    expect(error).toBeInstanceOf(GraphError);
    expect(error).toMatchObject({
      status: 400,
      code: 100,
      subCode: 1504018,
      message: 'Invalid parameter',
      type: 'OAuthException',
      fbtraceId: 'AGhe',
      userTitle: 'Timed out',
      userMessage: 'Try a smaller date range',
      isTransient: false,
      errorData: { blame_field_specs: [['daily_budget']] },
    });
  });

  it('uses the status text when there is no error object, and nothing for success', () => {
    expect(parseGraphError(503, '<html>', 'proxy', 'Service Unavailable')).toMatchObject({ code: 503, message: 'Service Unavailable', isTransient: true });
    expect(parseGraphError(200, { data: [] })).toBeNull();
  });
});

describe('cancellation', () => {
  it('recognises AbortErrors and errors caused by one', () => {
    expect(isCancelled(createAbortError())).toBe(true);
    expect(isCancelled(new Error('x', { cause: createAbortError() }))).toBe(true);
    expect(isCancelled(new GraphError({ status: 0, code: 0, message: 'x' }))).toBe(false);
    expect(isCancelled(null)).toBe(false);
  });
});

describe('handleGraphFailure', () => {
  it('does nothing for a cancelled request', () => {
    const rt = setupRuntime();
    expect(handleGraphFailure(createAbortError(), { transport: 'proxy' })).toBe('cancelled');
    expect(rt.reportError).not.toHaveBeenCalled();
  });

  it('the 459 checkpoint in a batch item sets the global graph error; other 190 items are reported', () => {
    const rt = setupRuntime();
    const checkpoint = new GraphError({ status: 400, code: 190, subCode: 459, message: 'checkpoint' });
    const expired = new GraphError({ status: 400, code: 190, subCode: 463, message: 'expired' });
    expect(handleGraphFailure(expired, { transport: 'proxy', inBatch: true })).toBe('reported');
    expect(sessionStore.get(graphErrorAtom)).toBeNull();
    expect(handleGraphFailure(checkpoint, { transport: 'proxy', inBatch: true })).toBe('graph-error');
    expect(rt.reportError).toHaveBeenCalledTimes(2);
  });

  it('messages', () => {
    expect(extensionTimeoutMessage(1000)).toBe('Timeout error after 1000 ms');
    expect(teamOwnerExpiredMessage('Acme', 'Budi')).toMatch(
      /^Can not connect to Facebook API server, because team owner session is expired \(Acme, Budi\)\. .*password.*different device.*2 weeks.*Reconnect Facebook in the integration menu\.$/,
    );
  });
});
