import { GraphError } from 'shared-graph';
import { searchFailureMessage } from './researchErrors';

describe('searchFailureMessage (SPEC §8)', () => {
  it("uses the server's message, else the status text, else the fb field", () => {
    expect(searchFailureMessage(GraphError.fromMeta({ message: '(#17) User request limit reached', code: 17 }, 400))).toBe('(#17) User request limit reached');
    expect(searchFailureMessage(new GraphError({ status: 502, code: 502, message: 'Bad Gateway' }))).toBe('Bad Gateway');
    expect(searchFailureMessage(new GraphError({ status: 500, code: 500, message: '', apiMessage: null, errorData: { fb: 'upstream down' } }))).toBe('upstream down');
    expect(searchFailureMessage({ statusText: 'Service Unavailable' })).toBe('Service Unavailable');
    expect(searchFailureMessage({ fb: 'graph said no' })).toBe('graph said no');
  });
});
