/** @jest-environment node */
import { createHash } from 'node:crypto';
import { isIntegrityPin, isSha384Integrity, MAX_PINNED_BUILDS, pinAccepts } from './integrity-pin.mjs';

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('isSha384Integrity', () => {
  it('takes sha384- and 64 base64 characters, nothing else', () => {
    expect(isSha384Integrity(sha384('x'))).toBe(true);
    expect(isSha384Integrity(`sha384-${'A'.repeat(63)}`)).toBe(false);
    expect(isSha384Integrity(`sha256-${'A'.repeat(64)}`)).toBe(false);
    expect(isSha384Integrity(`sha384-${'A'.repeat(63)}"`)).toBe(false);
    expect(isSha384Integrity(undefined)).toBe(false);
  });
});

describe('a registry pin (one build, or each build of a rolling update)', () => {
  const [a, b, c, d] = ['A', 'B', 'C', 'D'].map((letter) => `sha384-${letter.repeat(64)}`) as [string, string, string, string];
  it('is one to three SHA-384 hashes, one space apart', () => {
    expect(isIntegrityPin(a)).toBe(true);
    expect(isIntegrityPin(`${a} ${b} ${c}`)).toBe(true);
    expect(isIntegrityPin(`${a} ${b} ${c} ${d}`)).toBe(false);
    expect(isIntegrityPin(`${a}  ${b}`)).toBe(false);
    expect(isIntegrityPin(`${a} sha256-${'B'.repeat(44)}`)).toBe(false);
    expect(isIntegrityPin('')).toBe(false);
  });

  it('accepts bytes that hash to any one of its builds, and no other', () => {
    expect(pinAccepts(`${a} ${b}`, b)).toBe(true);
    expect(pinAccepts(`${a} ${b}`, c)).toBe(false);
    expect(pinAccepts(a, a)).toBe(true);
  });
});

it('allows as many builds at once as a rollout has: three', () => {
  expect(MAX_PINNED_BUILDS).toBe(3);
});
