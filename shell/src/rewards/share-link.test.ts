import { shareLink, type ShareTarget } from './share-link';

const target: ShareTarget = { title: 'Mission accomplished', text: 'I did it', url: 'https://example.org/mission-accomplished' };
const abort = () => Object.assign(new Error('closed'), { name: 'AbortError' });

describe('sharing a page', () => {
  it('opens the phone’s share sheet with the page’s title, words and address', async () => {
    const share = jest.fn(async () => undefined);
    await expect(shareLink(target, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
  });

  it('shares the medal’s picture with the words where the browser can share files', async () => {
    const medal = new File(['png'], 'mission-accomplished.png', { type: 'image/png' });
    const share = jest.fn(async () => undefined);
    const canShare = jest.fn(() => true);
    await expect(shareLink({ ...target, files: [medal] }, { share, canShare })).resolves.toBe('shared');
    expect(canShare).toHaveBeenCalledWith({ files: [medal] });
    expect(share).toHaveBeenCalledWith({ ...target, files: [medal] });
  });

  it('shares the words and address alone where the browser cannot share files', async () => {
    const medal = new File(['png'], 'mission-accomplished.png', { type: 'image/png' });
    const share = jest.fn(async () => undefined);
    await expect(shareLink({ ...target, files: [medal] }, { share, canShare: () => false })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
    share.mockClear();
    await expect(shareLink({ ...target, files: [medal] }, { share })).resolves.toBe('shared');
    expect(share).toHaveBeenCalledWith(target);
  });

  it('takes a closed share sheet as the visitor’s choice, without copying anything', async () => {
    const writeText = jest.fn(async () => undefined);
    await expect(shareLink(target, { share: async () => Promise.reject(abort()), clipboard: { writeText } })).resolves.toBe('cancelled');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('copies the address when there is no share sheet, or when it is refused', async () => {
    const writeText = jest.fn(async () => undefined);
    await expect(shareLink(target, { clipboard: { writeText } })).resolves.toBe('copied');
    const refused = Object.assign(new Error('no'), { name: 'NotAllowedError' });
    await expect(shareLink(target, { share: async () => Promise.reject(refused), clipboard: { writeText } })).resolves.toBe('copied');
    expect(writeText).toHaveBeenCalledWith(target.url);
  });

  it('says unavailable when neither works, so the page shows the address', async () => {
    await expect(shareLink(target, {})).resolves.toBe('unavailable');
    await expect(shareLink(target, { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } })).resolves.toBe(
      'unavailable',
    );
  });
});
