import { parsePreviewBody } from './parsePreviewBody';

describe('parsePreviewBody', () => {
  it("keeps the iframe's address and size from Meta's body", () => {
    const body = '<iframe src="https://www.facebook.com/ads/api/preview_iframe.php?d=AQ&amp;t=AQ1" width="320" height="570" scrolling="yes" style="border: none;"></iframe>';
    expect(parsePreviewBody(body)).toEqual({ src: 'https://www.facebook.com/ads/api/preview_iframe.php?d=AQ&t=AQ1', width: 320, height: 570 });
  });

  it('falls back to a phone-sized frame when the size is missing or absurd', () => {
    expect(parsePreviewBody('<iframe src="http://127.0.0.1:4100/p" width="-3" height="999999"></iframe>')).toEqual({ src: 'http://127.0.0.1:4100/p', width: 320, height: 540 });
  });

  it('refuses bodies without an iframe, and addresses that are not http(s)', () => {
    expect(parsePreviewBody(undefined)).toBeNull();
    expect(parsePreviewBody('<p>nothing</p>')).toBeNull();
    expect(parsePreviewBody('<iframe src="javascript:alert(1)"></iframe>')).toBeNull();
    expect(parsePreviewBody('<iframe src="/relative"></iframe>')).toBeNull();
    expect(parsePreviewBody('<iframe srcdoc="<script>x</script>"></iframe>')).toBeNull();
  });
});
