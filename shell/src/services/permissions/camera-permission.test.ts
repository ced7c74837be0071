import { CAMERA_CONSTRAINTS, requestCameraPermission, type CameraHost } from './camera-permission';

function fakeStream(trackCount: number) {
  const tracks = Array.from({ length: trackCount }, () => ({ stop: jest.fn() }));
  return { tracks, stream: { getTracks: () => tracks } as unknown as MediaStream };
}

function hostAnswering(getUserMedia: (constraints?: MediaStreamConstraints) => Promise<MediaStream>): CameraHost {
  return { mediaDevices: { getUserMedia } };
}

describe('camera permission (docs/product-rules.md §4 "Camera permission", docs/product-rules.md §6 "environment-facing")', () => {
  let warn: jest.SpyInstance;

  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('asks for the environment-facing camera, without audio', async () => {
    const { stream } = fakeStream(1);
    const getUserMedia = jest.fn(async () => stream);
    await requestCameraPermission(hostAnswering(getUserMedia));
    expect(getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS);
    expect(CAMERA_CONSTRAINTS).toEqual({ video: { facingMode: 'environment' }, audio: false });
  });

  it('is granted and releases the stream at once: every track is stopped', async () => {
    const { stream, tracks } = fakeStream(2);
    await expect(requestCameraPermission(hostAnswering(async () => stream))).resolves.toBe('granted');
    for (const track of tracks) expect(track.stop).toHaveBeenCalledTimes(1);
  });

  it.each(['NotAllowedError', 'SecurityError'])('is denied on %s, with a warning', async (name) => {
    const host = hostAnswering(() => Promise.reject(new DOMException('no', name)));
    await expect(requestCameraPermission(host)).resolves.toBe('denied');
    expect(warn).toHaveBeenCalledWith('[permissions] camera access was denied:', expect.anything());
  });

  it('is denied, with a different warning, when the camera cannot start', async () => {
    const host = hostAnswering(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    await expect(requestCameraPermission(host)).resolves.toBe('denied');
    expect(warn).toHaveBeenCalledWith('[permissions] the camera could not start:', expect.anything());
  });

  it('is denied with a warning, never thrown, where there is no mediaDevices (insecure page, old browser)', async () => {
    await expect(requestCameraPermission({})).resolves.toBe('denied');
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('is denied, never thrown, when getUserMedia throws synchronously', async () => {
    const host = hostAnswering(() => {
      throw new TypeError('bad constraints');
    });
    await expect(requestCameraPermission(host)).resolves.toBe('denied');
  });
});
