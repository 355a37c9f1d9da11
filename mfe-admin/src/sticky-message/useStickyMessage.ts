// Loading and saving the sticky message: the one being edited (the published one, else the newest), save, publish, unpublish.
import { useServerMutation, useServerQuery } from 'shared-graph';
import { adminApi, adminKeys, type Announcement } from '../api/adminApi';
import { toRequest, type DraftFields } from './draft';

const ANNOUNCEMENTS_KEY = ['api', 'anouncements'] as const;

export function useStickyMessage() {
  const list = useServerQuery(adminKeys.announcements, (signal) => adminApi.announcements(signal));
  const current: Announcement | undefined = list.data?.find((a) => a.active) ?? list.data?.[0];
  const invalidates = [adminKeys.announcements, adminKeys.audit, ANNOUNCEMENTS_KEY];

  /** Saves the draft (a new message is created unpublished); publishes it when asked. */
  const save = useServerMutation(
    async ({ draft, id, publish }: { draft: DraftFields; id: number | null; publish: boolean }) => {
      const saved = id === null ? await adminApi.createAnnouncement(toRequest(draft)) : await adminApi.updateAnnouncement(id, toRequest(draft));
      return publish && !saved.active ? adminApi.publish(saved.id) : saved;
    },
    { invalidates },
  );
  const unpublish = useServerMutation((id: number) => adminApi.unpublish(id), { invalidates });
  return { list, current, save, unpublish };
}
