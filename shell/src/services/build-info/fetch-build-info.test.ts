/** @jest-environment node */
import { BUILD_INFO_URL, fetchBuildInfo, parseBuildInfo } from './fetch-build-info';

let error: jest.SpyInstance;
let warn: jest.SpyInstance;
beforeEach(() => {
  error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const answer = (status: number, body: string) => jest.fn(async () => new Response(body, { status }));

describe('fetchBuildInfo', () => {
  it("GETs the shell's own build-info.json, revalidated", async () => {
    const fetchImpl = answer(200, JSON.stringify({ buildNumber: '42', branchName: 'qa' }));
    await expect(fetchBuildInfo(undefined, fetchImpl)).resolves.toEqual({ buildNumber: '42', branchName: 'qa' });
    expect(BUILD_INFO_URL).toBe('/build-info.json');
    expect(fetchImpl).toHaveBeenCalledWith('/build-info.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(error).not.toHaveBeenCalled();
  });

  it('an error answer logs "Network response was not ok" (docs/product-rules.md §8) and gives null', async () => {
    await expect(fetchBuildInfo('/build-info.json', answer(503, 'down'))).resolves.toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('Network response was not ok');
  });

  it('a network failure logs the same and gives null, without throwing', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(fetchBuildInfo('/build-info.json', fetchImpl)).resolves.toBeNull();
    expect(error.mock.calls[0]![0]).toContain('Network response was not ok');
  });

  it.each([
    ['bad JSON', '{"buildNumber": "4'],
    ['another shape', JSON.stringify({ version: 1 })],
    ['an empty branch', JSON.stringify({ buildNumber: '42', branchName: '' })],
    ['a number', JSON.stringify({ buildNumber: 42, branchName: 'qa' })],
  ])('%s warns once and gives null', async (_what, body) => {
    await expect(fetchBuildInfo('/build-info.json', answer(200, body))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('parseBuildInfo', () => {
  it('trims what it keeps', () => {
    expect(parseBuildInfo({ buildNumber: ' 42 ', branchName: ' main\n' })).toEqual({ buildNumber: '42', branchName: 'main' });
  });

  it.each([null, [], 'qa', { buildNumber: '1' }])('refuses %p', (value) => {
    expect(parseBuildInfo(value)).toBeNull();
  });
});
