export { writeMetadata, type AssetRef, type WriteMetadata } from './writeMetadata';
export { writeAssets, assetWriteRequest, type AssetWrite, type AssetChange, type WriteResult, type WritableStatus } from './assetWrites';
export { nextCopySuffixes, copyNames, copyPatternProblem, DEFAULT_COPY_PATTERN, type CopyName } from './copyNames';
export { undoBatchesOf, undoBatches, undoActivity, undoSummary, type UndoResult } from './undoChanges';
export { notifyWritten } from './undoToast';
export { realClock, type Clock } from './clock';
export {
  duplicateAssets,
  copyRequests,
  FIRST_POLL_DELAY_MS,
  POLL_INTERVAL_MS,
  DUPLICATION_TIMEOUT_MS,
  DUPLICATION_TIMEOUT_MESSAGE,
  type DuplicateSource,
  type CopyTarget,
  type DuplicateOptions,
  type DuplicationProgress,
  type CopySession,
  type AsyncSessionStatus,
} from './duplicateAssets';
