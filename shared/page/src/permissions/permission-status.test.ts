import type { PermissionStatus } from '../bus/bus-state';
import { isPermissionSettled, promptPermission, resetPermission, settlePermission } from './permission-status';

const ALL: PermissionStatus[] = ['idle', 'prompt', 'granted', 'denied'];

describe('permission status transitions (docs/product-rules.md §3 "Permissions", docs/product-rules.md §4 "prompt, then granted or denied")', () => {
  it('moves idle to prompt when a request starts', () => {
    expect(promptPermission('idle')).toBe('prompt');
  });

  it('keeps prompt while a request is already open', () => {
    expect(promptPermission('prompt')).toBe('prompt');
  });

  it.each(['granted', 'denied'] as const)('does not re-prompt once %s', (status) => {
    expect(promptPermission(status)).toBe(status);
  });

  it.each(['granted', 'denied'] as const)('settles prompt as %s', (outcome) => {
    expect(settlePermission('prompt', outcome)).toBe(outcome);
  });

  it('accepts an answer known without a prompt (no permission API: granted at once)', () => {
    expect(settlePermission('idle', 'granted')).toBe('granted');
  });

  it('never regresses granted to denied or denied to granted', () => {
    expect(settlePermission('granted', 'denied')).toBe('granted');
    expect(settlePermission('denied', 'granted')).toBe('denied');
  });

  it('never returns to idle except through an explicit reset', () => {
    const reached = ALL.flatMap((status) => [
      promptPermission(status),
      settlePermission(status, 'granted'),
      settlePermission(status, 'denied'),
    ]);
    expect(reached).not.toContain('idle');
    expect(resetPermission()).toBe('idle');
    expect(promptPermission(resetPermission())).toBe('prompt');
  });

  it('calls only granted and denied settled', () => {
    expect(ALL.filter(isPermissionSettled)).toEqual(['granted', 'denied']);
  });
});
