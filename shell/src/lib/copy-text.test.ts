import { copyText } from './copy-text';

describe('copyText', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    // jsdom has no execCommand; the tests that need it define it.
    delete (document as { execCommand?: unknown }).execCommand;
  });

  it('writes through the Clipboard API', async () => {
    const writeText = jest.fn(async () => {});
    await expect(copyText('shell 1 (qa)', { clipboard: { writeText } })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('shell 1 (qa)');
  });

  it('falls back to a selected textarea and the copy command when the Clipboard API refuses, and cleans up', async () => {
    let selected = '';
    const execCommand = jest.fn(() => {
      selected = (document.activeElement as HTMLTextAreaElement | null)?.value ?? '';
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true, writable: true });
    const writeText = jest.fn(async () => {
      throw new DOMException('Document is not focused', 'NotAllowedError');
    });
    await expect(copyText('army 2 (qa)', { clipboard: { writeText } })).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('army 2 (qa)');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('falls back without any Clipboard API, and says false when nothing could copy', async () => {
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true, writable: true });
    await expect(copyText('x', { clipboard: undefined })).resolves.toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
