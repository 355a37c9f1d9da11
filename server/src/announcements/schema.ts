const HEX_COLOUR = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
const LINK = '^(https?://[^\\s]+|/(?!/)[^\\s]*)$';

const fields = {
  message: { type: 'string', minLength: 1, maxLength: 500 },
  extra_title: { type: ['string', 'null'], maxLength: 80 },
  extra_link: { type: ['string', 'null'], maxLength: 1000, pattern: LINK },
  dismissable: { type: 'boolean' },
  background_color: { type: ['string', 'null'], pattern: HEX_COLOUR },
  active: { type: 'boolean' },
  starts_at: { type: ['string', 'null'], format: 'date-time' },
  ends_at: { type: ['string', 'null'], format: 'date-time' },
} as const;

export const createAnnouncementBody = { type: 'object', required: ['message'], properties: fields } as const;
export const updateAnnouncementBody = { type: 'object', minProperties: 1, properties: fields } as const;
export const announcementParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } },
} as const;

export interface AnnouncementBody {
  message?: string;
  extra_title?: string | null;
  extra_link?: string | null;
  dismissable?: boolean;
  background_color?: string | null;
  active?: boolean;
  starts_at?: string | null;
  ends_at?: string | null;
}
