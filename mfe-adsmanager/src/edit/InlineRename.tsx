// Renaming one row where its name is: Enter saves, Escape cancels; the platform's refusal shows under the field in
// its words (outside the grid's clipped cell) and the text typed stays. Mounted only while the row is being renamed.
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { Asset } from 'shared-graph';
import { notifyWritten } from '../writes/undoToast';
import { useAssetWrites } from '../writes/useAssetMutations';
import { IconButton } from 'shared-ui';
import styled from 'styled-components';
import { describeAsset } from '../asset-table/assetContext';
import { requestFailureText, writeErrorText } from '../common/writeErrors';

export function InlineRename({ asset, onDone }: { asset: Asset; onDone: () => void }) {
  const [text, setText] = useState(asset.name);
  const [error, setError] = useState<string | null>(null);
  const writes = useAssetWrites();
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, []);

  const save = async () => {
    const name = text.trim();
    if (!name) return setError('Give it a name.');
    if (name.length > 400) return setError('A name can be at most 400 characters.');
    if (name === asset.name) return onDone();
    setError(null);
    try {
      const [result] = await writes.mutateAsync([{ asset, change: { kind: 'name', name, previous: asset.name } }]);
      const refused = writeErrorText(result);
      if (refused) return setError(refused);
      notifyWritten(`Renamed ${describeAsset(asset)} to “${name}”.`, [result!], `renaming ${describeAsset(asset)}`);
      onDone();
    } catch (err) {
      setError(requestFailureText(err));
    }
  };

  return (
    <Editor>
      <Input
        ref={input}
        value={text}
        maxLength={400}
        autoComplete="off"
        aria-label={`New name of ${asset.name}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={writes.isPending}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            e.stopPropagation();
            onDone();
          }
        }}
      />
      <IconButton size="sm" variant="ghost" icon="✓" label={`Save the name of ${asset.name}`} loading={writes.isPending} onClick={() => void save()} />
      <IconButton size="sm" variant="ghost" icon="✕" label="Cancel renaming" disabled={writes.isPending} onClick={onDone} />
      {error && <Refusal anchor={input} id={errorId} message={error} />}
    </Editor>
  );
}

/** The refusal under the field, drawn above the grid (a grid cell clips what overflows it). */
function Refusal({ anchor, id, message }: { anchor: RefObject<HTMLInputElement | null>; id: string; message: string }) {
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const follow = () => {
      const rect = anchor.current?.getBoundingClientRect();
      if (rect) setPlace({ top: rect.bottom + 4, left: Math.max(8, Math.min(rect.left, window.innerWidth - 328)) });
    };
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [anchor]);
  return createPortal(
    <Bubble id={id} role="alert" style={place ? { top: place.top, left: place.left } : { visibility: 'hidden' }}>
      {message}
    </Bubble>,
    document.body,
  );
}

const Editor = styled.span`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  width: 100%;
`;

const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 30px;
  padding: 0 6px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  &[aria-invalid='true'] { border-color: ${({ theme }) => theme.colors.error}; }
  &:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.brand}; outline-offset: 1px; }
`;

const Bubble = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndices.tooltip};
  max-width: 320px;
  padding: 6px 8px;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.errorSoft};
  color: ${({ theme }) => theme.colors.errorText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: normal;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
