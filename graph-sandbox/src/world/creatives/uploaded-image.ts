/** A picture uploaded to an ad account through `POST /act_…/adimages`; its hash is the MD5 of its bytes, as Meta's is. */
export interface UploadedImage {
  hash: string;
  /** `act_…` */
  accountId: string;
  /** The upload's name (`bytes` or the file name), which the answer is keyed by. */
  name: string;
  mimeType: string;
  bytes: Buffer;
  width: number;
  height: number;
  createdAt: number;
}
