// The sticky-message editor's draft: what the admin typed, checked with the server's rules before it is sent.
import type { Announcement, AnnouncementDraft } from '../api/adminApi';

/** The server's limits (server/src/announcements/schema.ts). */
export const LIMITS = { message: 500, extra_title: 80, extra_link: 1000 } as const;
const LINK = /^(https?:\/\/\S+|\/(?!\/)\S*)$/;
const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export interface DraftFields {
  message: string;
  extraTitle: string;
  extraLink: string;
  dismissable: boolean;
  /** '' = the ribbon's default pale yellow. */
  backgroundColor: string;
}

export const EMPTY_DRAFT: DraftFields = { message: '', extraTitle: '', extraLink: '', dismissable: true, backgroundColor: '' };

export function draftOf(announcement: Announcement | undefined): DraftFields {
  if (!announcement) return EMPTY_DRAFT;
  return {
    message: announcement.message,
    extraTitle: announcement.extra_title ?? '',
    extraLink: announcement.extra_link ?? '',
    dismissable: announcement.dismissable,
    backgroundColor: announcement.background_color ?? '',
  };
}

export type DraftProblems = Partial<Record<keyof DraftFields, string>>;

export function draftProblems(draft: DraftFields): DraftProblems {
  const problems: DraftProblems = {};
  if (!draft.message.trim()) problems.message = 'Write the message the ribbon shows.';
  if (draft.extraLink.trim() && !LINK.test(draft.extraLink.trim())) {
    problems.extraLink = 'The link must be an http(s):// address or a path in the app such as /updates.';
  }
  if (draft.backgroundColor.trim() && !COLOUR.test(draft.backgroundColor.trim())) {
    problems.backgroundColor = 'The background colour must look like #1a2b3c or #abc.';
  }
  return problems;
}

export function toRequest(draft: DraftFields): AnnouncementDraft {
  return {
    message: draft.message.trim(),
    extra_title: draft.extraTitle.trim() || null,
    extra_link: draft.extraLink.trim() || null,
    dismissable: draft.dismissable,
    background_color: draft.backgroundColor.trim() || null,
  };
}
