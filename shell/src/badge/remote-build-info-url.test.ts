/** @jest-environment node */
import { remoteBuildInfoUrl } from './remote-build-info-url';

const SHELL = 'https://mission.example.ca';

test.each([
  ['https://army.example.ca/mf-manifest.json', 'https://army.example.ca/build-info.json'],
  ['https://cdn.example.ca/air/mf-manifest.json', 'https://cdn.example.ca/air/build-info.json'],
  ['http://localhost:8181/mf-manifest.json', 'http://localhost:8181/build-info.json'],
  ['/navy/mf-manifest.json', 'https://mission.example.ca/navy/build-info.json'],
])('the build info of the remote at %s is %s', (manifestUrl, expected) => {
  expect(remoteBuildInfoUrl(manifestUrl, SHELL)).toBe(expected);
});

test('gives null for what is not an http(s) address', () => {
  expect(remoteBuildInfoUrl('javascript:alert(1)', SHELL)).toBeNull();
  expect(remoteBuildInfoUrl('http://[bad', SHELL)).toBeNull();
});
