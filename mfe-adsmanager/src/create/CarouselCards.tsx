// A carousel's cards, 2 to 10: each with its own uploaded image, headline, description and link, added and removed
// in place; a card's marks (its own refusals from the form or from Meta) stay beside its fields.
import { useState } from 'react';
import { requestErrorText } from 'shared-graph';
import { Button, Field, TextInput } from 'shared-ui';
import styled from 'styled-components';
import { blankCard, CAROUSEL_CARDS, cardField, type CarouselCard, type FieldErrors } from './campaignPlan';
import { uploadImage } from './useCreateSources';

export interface CarouselCardsProps {
  accountId: string;
  cards: CarouselCard[];
  onChange: (cards: CarouselCard[]) => void;
  errors: FieldErrors;
}

export function CarouselCards({ accountId, cards, onChange, errors }: CarouselCardsProps) {
  const [uploading, setUploading] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<{ index: number; message: string } | null>(null);
  const change = (index: number, patch: Partial<CarouselCard>) => onChange(cards.map((card, i) => (i === index ? { ...card, ...patch } : card)));

  const upload = async (index: number, file: File | undefined) => {
    if (!file) return;
    setUploading(index);
    setUploadError(null);
    try {
      const image = await uploadImage(accountId, file);
      change(index, { imageHash: image.hash, imageUrl: image.url, imageName: image.name });
    } catch (error) {
      setUploadError({ index, message: requestErrorText(error, 'The image could not be uploaded. Try again.') ?? 'The image could not be uploaded.' });
    } finally {
      setUploading(null);
    }
  };

  return (
    <Box>
      <Head>
        <strong>{`Cards (${cards.length} of ${CAROUSEL_CARDS.max})`}</strong>
        <Button size="sm" variant="secondary" disabled={cards.length >= CAROUSEL_CARDS.max} onClick={() => onChange([...cards, blankCard()])}>
          Add a card
        </Button>
      </Head>
      {errors.cards && <ErrorLine role="alert">{errors.cards}</ErrorLine>}
      <List>
        {cards.map((card, index) => {
          const n = index + 1;
          const imageError = errors[cardField(index, 'imageHash')] ?? (uploadError?.index === index ? uploadError.message : undefined);
          return (
            // Cards have no id of their own: their place is what the form and Meta's refusals name.
            <Card key={index}>
              <legend>{`Card ${n}`}</legend>
              <Field
                label={`Card ${n} image`}
                required
                error={imageError}
                hint={uploading === index ? 'Uploading…' : card.imageName ? `Uploaded: ${card.imageName}` : 'JPG or PNG, square, at least 1080 × 1080 pixels.'}
              >
                {(control) => <FileInput {...control} type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={uploading !== null} onChange={(e) => void upload(index, e.target.files?.[0])} />}
              </Field>
              {card.imageUrl && <img src={card.imageUrl} alt={`Card ${n}: ${card.imageName}`} width={72} height={72} />}
              <Field label={`Card ${n} headline`} required error={errors[cardField(index, 'headline')]}>
                <TextInput value={card.headline} maxLength={255} autoComplete="off" onChange={(e) => change(index, { headline: e.target.value })} />
              </Field>
              <Field label={`Card ${n} description`}>
                <TextInput value={card.description} maxLength={255} autoComplete="off" onChange={(e) => change(index, { description: e.target.value })} />
              </Field>
              <Field label={`Card ${n} website address`} required error={errors[cardField(index, 'link')]}>
                <TextInput type="url" value={card.link} autoComplete="url" placeholder="https://www.example.com/product" onChange={(e) => change(index, { link: e.target.value })} />
              </Field>
              <Button size="sm" variant="ghost" disabled={cards.length <= CAROUSEL_CARDS.min} aria-label={`Remove card ${n}`} onClick={() => onChange(cards.filter((_, i) => i !== index))}>
                Remove
              </Button>
            </Card>
          );
        })}
      </List>
      <Muted>{`A carousel shows ${CAROUSEL_CARDS.min} to ${CAROUSEL_CARDS.max} cards; each card opens its own address and shows the call to action.`}</Muted>
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Card = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
  margin: 0;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};
  legend { font-weight: ${({ theme }) => theme.fontWeights.semibold}; padding: 0 4px; }
  img { object-fit: cover; border-radius: 4px; border: 1px solid ${({ theme }) => theme.colors.border}; }
  & > button { justify-self: start; }
`;

const FileInput = styled.input`
  max-width: 100%;
  font: inherit;
`;

const ErrorLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.errorText};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
