import { GraphError } from 'shared-graph';
import { refusalField } from './refusalField';

const refusal = (blame: string[] | null, title = 'Invalid parameter', message = '') =>
  GraphError.fromMeta({ message: 'Invalid parameter', code: 100, error_user_title: title, error_user_msg: message, ...(blame ? { error_data: JSON.stringify({ blame_field_specs: [blame] }) } : {}) }, 400);

test("Meta's blamed field names the setting", () => {
  expect(refusalField(refusal(['bid_amount'], 'Bid Amount Too Low'))).toBe('bidAmount');
  expect(refusalField(refusal(['daily_budget']))).toBe('budget');
  expect(refusalField(refusal(['stop_time']))).toBe('end');
  expect(refusalField(refusal(['adlabels']))).toBe('labels');
  expect(refusalField(refusal(['targeting', 'age_min']))).toBe('age');
  expect(refusalField(refusal(['targeting', 'geo_locations', 'cities']))).toBe('places');
  expect(refusalField(refusal(['targeting', 'flexible_spec', '0', 'interests']))).toBe('interests');
  expect(refusalField(refusal(['targeting', 'instagram_positions']))).toBe('placements');
  expect(refusalField(refusal(['targeting', 'excluded_custom_audiences']))).toBe('excludedAudiences');
});

test('a refusal naming only the targeting, or nothing, is placed by its words; else it concerns the whole write', () => {
  expect(refusalField(refusal(['targeting'], 'Custom Audience Unavailable', 'Custom audience 9 does not exist or belongs to another ad account.'))).toBe('audiences');
  expect(refusalField(refusal(null, 'Too Many Budget Changes', "You've changed this budget 4 times in the last hour"))).toBe('budget');
  expect(refusalField(refusal(null, 'Error', 'Something went wrong'))).toBeNull();
  expect(refusalField(new Error('network'))).toBeNull();
});
