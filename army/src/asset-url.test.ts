import { armyAssetUrl } from './asset-url';

describe('army asset URLs', () => {
  it('resolve against the remote origin, not the shell', () => {
    expect(armyAssetUrl('sounds/', 'http://localhost:8081/')).toBe('http://localhost:8081/sounds/');
    expect(armyAssetUrl('/video/a.webm', 'https://army.example.ca/army')).toBe('https://army.example.ca/army/video/a.webm');
  });

  it('fall back to the page root outside webpack (tests)', () => {
    expect(armyAssetUrl('sounds/')).toBe('/sounds/');
  });
});
