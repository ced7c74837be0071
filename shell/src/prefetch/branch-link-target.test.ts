import { branchLinkTarget } from './branch-link-target';

const BASE = 'https://missions.example.ca/select';

describe('branchLinkTarget', () => {
  it.each([
    ['/army/fire', { section: 'army', chapter: 'fire', address: 'fire' }],
    ['/fr/navy/overboard', { section: 'navy', chapter: 'overboard', address: 'overboard' }],
    ['https://missions.example.ca/air/airdrop', { section: 'air', chapter: 'airdrop', address: 'airdrop' }],
    ['/air', { section: 'air', address: '' }],
    ['/army/end', { section: 'army', address: 'end' }],
  ])('finds the branch %s leads to', (href, target) => {
    expect(branchLinkTarget(href, BASE)).toEqual(target);
  });

  it.each([
    '/',
    '/select',
    '/fr/experience',
    '/accessible/fire',
    '/army/fire/extra',
    'https://other.example.ca/army/fire',
    'mailto:x@example.ca',
  ])('finds none for %s', (href) => {
    expect(branchLinkTarget(href, BASE)).toBeUndefined();
  });
});
