import { remoteAssetUrl } from './remote-asset-url';

describe('remote asset URLs', () => {
  it('resolve against the remote origin, not the shell', () => {
    expect(remoteAssetUrl('sounds/', 'http://localhost:8081/')).toBe('http://localhost:8081/sounds/');
    expect(remoteAssetUrl('/video/a.webm', 'https://army.example.ca/army')).toBe('https://army.example.ca/army/video/a.webm');
  });

  it('fall back to the page root outside webpack (tests)', () => {
    expect(remoteAssetUrl('sounds/')).toBe('/sounds/');
  });
});
