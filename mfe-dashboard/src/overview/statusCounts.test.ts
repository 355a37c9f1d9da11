import { countStatuses, statusBuckets } from './statusCounts';

const asset = (effective_status: string, issues = 0, learning?: string) => ({
  effective_status,
  issues_info: Array.from({ length: issues }, () => ({ error_code: 1, error_message: 'x', error_summary: 'x', error_type: 'x', level: 'AD' })),
  learning_stage_info: learning ? { status: learning } : null,
});

it('counts active, paused (also under a paused parent), with issues and in learning', () => {
  expect(statusBuckets(asset('CAMPAIGN_PAUSED'))).toEqual(['paused']);
  expect(statusBuckets(asset('ACTIVE', 0, 'LEARNING'))).toEqual(['active', 'in_learning']);
  expect(statusBuckets(asset('WITH_ISSUES'))).toEqual(['with_issues']);
  expect(countStatuses([asset('ACTIVE'), asset('ACTIVE', 1), asset('PAUSED'), asset('ADSET_PAUSED'), asset('ACTIVE', 0, 'SUCCESS')])).toEqual({
    active: 3,
    paused: 2,
    with_issues: 1,
    in_learning: 0,
  });
});
