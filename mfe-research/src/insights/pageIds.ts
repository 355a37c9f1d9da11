/**
 * Page references one per line or comma/space-separated: numeric ids, usernames or facebook.com URLs → ids/usernames,
 * deduplicated; `unreadable` lists what is none of these (another site's link, stray punctuation), as typed.
 */
export function readPageRefs(text: string): { ids: string[]; unreadable: string[] } {
  const seen = new Set<string>();
  const ids: string[] = [];
  const unreadable: string[] = [];
  for (const token of text.split(/[\s,]+/)) {
    if (!token) continue;
    const id = pageIdOf(token);
    if (!id) {
      if (!unreadable.includes(token)) unreadable.push(token);
      continue;
    }
    if (seen.has(id.toLowerCase())) continue;
    seen.add(id.toLowerCase());
    ids.push(id);
  }
  return { ids, unreadable };
}

const RESERVED = new Set(['pages', 'pg', 'people', 'profile.php', 'groups', 'watch', 'events']);

function pageIdOf(token: string): string | null {
  const raw = token.trim();
  if (!raw) return null;
  if (!/[/.]/.test(raw) || !/facebook\.com|fb\.com|^https?:/i.test(raw)) return /^[A-Za-z0-9.\-_]{1,100}$/.test(raw) ? raw : null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
  } catch {
    return null;
  }
  if (!/(^|\.)(facebook\.com|fb\.com)$/i.test(url.hostname)) return null;
  const profileId = url.searchParams.get('id');
  if (profileId && /^\d+$/.test(profileId)) return profileId;
  const parts = url.pathname.split('/').filter(Boolean);
  // /pages/Name/123456 and /pg/name/… forms.
  const numeric = parts.find((part) => /^\d{5,}$/.test(part));
  if (numeric) return numeric;
  const name = parts.find((part) => !RESERVED.has(part.toLowerCase()));
  const slug = name?.match(/^(.*)-(\d{5,})$/);
  if (slug) return slug[2]!;
  return name && /^[A-Za-z0-9.\-_]{1,100}$/.test(name) ? name : null;
}
