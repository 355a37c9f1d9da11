// Step 3: the ad — the Page it runs as, its creative (an uploaded or existing image with the texts and link, or an
// existing post), and the platform's preview of it per placement before anything is published.
import { useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, Select, Tabs, TextArea, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { PlacementPreview } from '../detail/previews/PreviewsPage';
import { PREVIEW_FORMATS } from '../detail/previews/previewFormats';
import { CarouselCards } from './CarouselCards';
import { checkStep, creativeSpec, type CreateForm, type CreativeSource, type FormField } from './campaignPlan';
import { FieldGrid, Wide } from '../common/fieldGrid';
import { CALL_TO_ACTIONS } from './odaxMatrix';
import type { StepProps } from './stepProps';
import { uploadImage, useAccountImages, useExistingPosts, type ManagedPage } from './useCreateSources';

/** Feed, Stories and Reels on Facebook and Instagram: the placements a buyer checks before publishing. */
const PREVIEWS = PREVIEW_FORMATS;

export interface AdStepProps extends StepProps {
  pages: readonly ManagedPage[];
}

export function AdStep(props: AdStepProps) {
  const { form, set, errors, account, pages } = props;
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const images = useAccountImages(account.id, form.creativeSource === 'library');
  const posts = useExistingPosts(account.id, form.creativeSource === 'post');
  const [preview, setPreview] = useState<{ spec: string; format: string } | null>(null);
  const [previewNote, setPreviewNote] = useState<string | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setUploadError(null);
    try {
      const image = await uploadImage(account.id, file);
      set('imageHash', image.hash);
      set('imageUrl', image.url);
      set('imageName', image.name);
    } catch (error) {
      setUploadError(requestErrorText(error, 'The image could not be uploaded. Try again.'));
    } finally {
      setUploading(false);
    }
  };

  const showPreview = () => {
    const found = checkStep('ad', { ...form, adName: form.adName || 'preview' }, account.currency, null);
    // What the preview can't show without: the page, the pictures, the text and links (a card's headline can wait).
    const blocking = (Object.keys(found) as FormField[]).filter((f) => f !== 'adName' && !f.endsWith('.headline'));
    if (blocking.length) {
      setPreviewNote(`Before the preview: ${blocking.map((f) => found[f]).join(' ')}`);
      return;
    }
    setPreviewNote(null);
    const spec = creativeSpec(form);
    setPreview((p) => ({ spec: JSON.stringify(spec), format: p?.format ?? PREVIEWS[0]!.adFormat }));
  };

  const previewStale = preview !== null && preview.spec !== JSON.stringify(creativeSpec(form));
  const shown = PREVIEWS.find((f) => f.adFormat === preview?.format) ?? PREVIEWS[0]!;

  return (
    <FieldGrid $columnMin={240}>
      <Field label="Ad name" required error={errors.adName}>
        <TextInput value={form.adName} maxLength={200} autoComplete="off" onChange={(e) => set('adName', e.target.value)} />
      </Field>
      <Field label="Facebook Page" required error={errors.pageId} hint={pages.length === 0 ? 'No Pages on this profile: the ad needs one.' : 'The ad runs as this Page on Facebook.'}>
        <Select value={form.pageId} onChange={(e) => set('pageId', e.target.value)} options={[{ value: '', label: 'Choose a Page' }, ...pages.map((p) => ({ value: p.id, label: p.name }))]} />
      </Field>
      <InstagramChoice form={form} set={set} pages={pages} />
      <Field label="Creative" hint="An image with your texts, a carousel of cards, or a post the account already ran.">
        <Select
          value={form.creativeSource}
          onChange={(e) => set('creativeSource', e.target.value as CreativeSource)}
          options={[
            { value: 'upload', label: 'Upload an image' },
            { value: 'library', label: 'An image of the account' },
            { value: 'carousel', label: 'A carousel (2–10 cards)' },
            { value: 'post', label: 'An existing post' },
          ]}
        />
      </Field>
      {form.creativeSource === 'upload' && (
        <Field label="Image" required error={errors.imageHash ?? uploadError ?? undefined} hint={uploading ? 'Uploading…' : form.imageHash && form.imageName ? `Uploaded: ${form.imageName}` : 'JPG or PNG, at least 1080 × 1080 pixels.'}>
          {(control) => <FileInput {...control} type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={uploading} onChange={(e) => void upload(e.target.files?.[0])} />}
        </Field>
      )}
      {form.creativeSource === 'upload' && form.imageUrl && (
        <Thumb>
          <img src={form.imageUrl} alt={`The uploaded image ${form.imageName}`} width={96} height={96} />
        </Thumb>
      )}
      {form.creativeSource === 'library' && (
        <Wide>
          <Library data-invalid={errors.imageHash ? true : undefined}>
            <legend>Image</legend>
            {images.isLoading && <p>Loading the account’s images…</p>}
            {images.error && <p>{requestErrorText(images.error, 'The images could not be loaded.')}</p>}
            {(images.data?.data ?? []).map((image) => (
              <label key={image.hash}>
                <input type="radio" name="library-image" checked={form.imageHash === image.hash} onChange={() => { set('imageHash', image.hash); set('imageUrl', image.url ?? ''); set('imageName', image.name ?? image.hash); }} />
                {image.url && <img src={image.url} alt="" width={64} height={64} />}
                <span>{image.name ?? image.hash}</span>
              </label>
            ))}
            {errors.imageHash && <ErrorLine>{errors.imageHash}</ErrorLine>}
          </Library>
        </Wide>
      )}
      {form.creativeSource === 'post' && (
        <Field label="Post" required error={errors.postId}>
          <Select
            value={form.postId}
            onChange={(e) => set('postId', e.target.value)}
            options={[
              { value: '', label: posts.isLoading ? 'Loading posts…' : 'Choose a post' },
              ...(posts.data?.data ?? []).filter((c) => c.effective_object_story_id).map((c) => ({ value: c.effective_object_story_id!, label: (c.body ?? c.name ?? c.effective_object_story_id!).slice(0, 90) })),
            ]}
          />
        </Field>
      )}
      {form.creativeSource !== 'post' && (
        <>
          <Wide>
            <Field label="Primary text" required error={errors.primaryText}>
              <TextArea rows={3} value={form.primaryText} maxLength={2200} onChange={(e) => set('primaryText', e.target.value)} />
            </Field>
          </Wide>
          {form.creativeSource !== 'carousel' && (
            <>
              <Field label="Headline">
                <TextInput value={form.headline} maxLength={255} autoComplete="off" onChange={(e) => set('headline', e.target.value)} />
              </Field>
              <Field label="Description">
                <TextInput value={form.description} maxLength={255} autoComplete="off" onChange={(e) => set('description', e.target.value)} />
              </Field>
            </>
          )}
          <Field
            label={form.creativeSource === 'carousel' ? 'See more address' : 'Website address'}
            required
            error={errors.link}
            hint={form.creativeSource === 'carousel' ? 'Where “See more” and the last card go.' : undefined}
          >
            <TextInput type="url" value={form.link} autoComplete="url" placeholder="https://www.example.com/shop" onChange={(e) => set('link', e.target.value)} />
          </Field>
          <Field label="Call to action" error={errors.callToAction}>
            <Select value={form.callToAction} onChange={(e) => set('callToAction', e.target.value as CreateForm['callToAction'])} options={CALL_TO_ACTIONS.map((c) => ({ value: c.value, label: c.label }))} />
          </Field>
          {form.creativeSource === 'carousel' && (
            <Wide>
              <CarouselCards accountId={account.id} cards={form.cards} onChange={(cards) => set('cards', cards)} errors={errors} />
            </Wide>
          )}
        </>
      )}
      <Wide>
        <PreviewBox aria-label="Ad preview">
          <PreviewHead>
            <strong>Preview</strong>
            <Button size="sm" variant="secondary" onClick={showPreview}>
              {preview ? (previewStale ? 'Update the preview' : 'Refresh the preview') : 'Preview the ad'}
            </Button>
          </PreviewHead>
          {previewNote && <ErrorLine role="alert">{previewNote}</ErrorLine>}
          {preview && (
            <Tabs aria-label="Preview placements" items={PREVIEWS.map((f) => ({ value: f.adFormat, label: f.label }))} value={shown.adFormat} onChange={(format) => setPreview((p) => (p ? { ...p, format } : p))}>
              <PlacementPreview key={`${shown.adFormat}:${preview.spec}`} path={`${account.id}/generatepreviews`} params={{ ad_format: shown.adFormat, creative: preview.spec }} label={shown.label} title={`${shown.label} preview of ${form.adName.trim() || 'the new ad'}`} />
            </Tabs>
          )}
          {previewStale && <Muted>The ad changed since this preview: update it to see the change.</Muted>}
        </PreviewBox>
      </Wide>
    </FieldGrid>
  );
}

/** The Instagram account the ad runs from: the chosen Page's, or the Page itself where it has none or the user says so. */
function InstagramChoice({ form, set, pages }: Pick<AdStepProps, 'form' | 'set' | 'pages'>) {
  const account = pages.find((p) => p.id === form.pageId)?.instagram_business_account;
  if (!account) {
    return (
      <Field label="Instagram account" hint={form.pageId ? 'This Page has no Instagram account: on Instagram the ad runs as the Page.' : 'Choose a Page first.'}>
        <Select value="" disabled options={[{ value: '', label: 'The Facebook Page' }]} />
      </Field>
    );
  }
  const handle = account.username ? `@${account.username}` : `Instagram account ${account.id}`;
  return (
    <Field label="Instagram account" hint="The account people see on Instagram placements.">
      <Select
        value={form.instagramId === 'none' ? 'none' : account.id}
        onChange={(e) => set('instagramId', e.target.value === 'none' ? 'none' : '')}
        options={[
          { value: account.id, label: handle },
          { value: 'none', label: 'The Facebook Page instead' },
        ]}
      />
    </Field>
  );
}

const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
`;

const Thumb = styled.div`
  img { object-fit: cover; border-radius: 4px; border: 1px solid ${({ theme }) => theme.colors.border}; }
`;

const Library = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 150px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  min-width: 0;
  legend { font-weight: ${({ theme }) => theme.fontWeights.semibold}; padding: 0 4px; }
  label { display: flex; align-items: center; gap: 6px; min-width: 0; overflow-wrap: anywhere; }
  img { object-fit: cover; border-radius: 4px; flex: none; }
`;

const PreviewBox = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  [role='tablist'] { flex-wrap: wrap; }
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const PreviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;
