import { hashString } from '../lib/random';
import type { FieldSpec } from '../graph/fields/field-spec';
import type { GraphContext } from '../graph/graph-context';

const SIZES: Record<string, number> = { small: 50, square: 50, normal: 100, large: 200, album: 200 };

/**
 * `picture` / `picture.width(200).height(200)` / `picture.type(large)`: `{data:{height,is_silhouette,url,width}}`.
 * The URL points at this sandbox (`/platform/profilepic/`), so pictures load without internet.
 */
export function pictureValue(objectId: string, spec: FieldSpec, ctx: GraphContext): Record<string, unknown> {
  const named = SIZES[spec.modifiers.type ?? ''] ?? 50;
  const width = Number(spec.modifiers.width ?? spec.modifiers.height ?? named) || named;
  const height = Number(spec.modifiers.height ?? spec.modifiers.width ?? named) || named;
  const ext = Math.floor(ctx.world.builtAt / 1000) + 30 * 86_400;
  const hash = hashString(`${objectId}/${width}x${height}`).toString(36);
  const url = `${ctx.origin}/platform/profilepic/?asid=${objectId}&height=${height}&width=${width}&ext=${ext}&hash=${hash}`;
  const data: Record<string, unknown> = { height, is_silhouette: false, url, width };
  if (spec.children) {
    for (const key of Object.keys(data)) if (!spec.children.some((child) => child.name === key)) delete data[key];
  }
  return { data };
}
