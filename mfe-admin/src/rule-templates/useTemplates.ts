// The admin's rule templates: the list, one template, and the writes (each re-reads the list and the audit log).
import { useServerMutation, useServerQuery } from 'shared-graph';
import { adminApi, adminKeys, type RuleTemplateInput } from '../api/adminApi';

const invalidates = [adminKeys.templates, adminKeys.audit, ['api', 'rules', 'templates']] as const;

export function useTemplateList() {
  return useServerQuery(adminKeys.templates, (signal) => adminApi.templates(signal));
}

export function useTemplate(id: number | null) {
  return useServerQuery(adminKeys.template(id ?? 0), (signal) => adminApi.template(id!, signal), { enabled: id !== null });
}

export function useTemplateWrites() {
  return {
    create: useServerMutation((input: RuleTemplateInput) => adminApi.createTemplate(input), { invalidates }),
    update: useServerMutation(({ id, input }: { id: number; input: Partial<RuleTemplateInput> }) => adminApi.updateTemplate(id, input), { invalidates }),
    remove: useServerMutation((id: number) => adminApi.deleteTemplate(id), { invalidates }),
    order: useServerMutation((ids: number[]) => adminApi.orderTemplates(ids), { invalidates }),
  };
}
