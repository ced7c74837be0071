/** @jest-environment node */
import { buildInfoText } from './build-info-text';

test('one stable line per app, then the candidate in use', () => {
  expect(
    buildInfoText(
      [
        { id: 'shell', info: { buildNumber: '1042', branchName: 'qa' } },
        { id: 'army', info: { buildNumber: '317', branchName: 'qa' } },
        { id: 'navy', info: null },
        { id: 'air', info: undefined },
      ],
      { section: 'army', manifestUrl: 'https://qa.example.ca/army/317/mf-manifest.json' },
    ),
  ).toBe(
    [
      'shell 1042 (qa)',
      'army 317 (qa)',
      'navy (build info unavailable)',
      'air (loading)',
      'army candidate https://qa.example.ca/army/317/mf-manifest.json',
    ].join('\n'),
  );
});

test('the shell alone', () => {
  expect(buildInfoText([{ id: 'shell', info: { buildNumber: '7', branchName: 'develop' } }], null)).toBe('shell 7 (develop)');
});
