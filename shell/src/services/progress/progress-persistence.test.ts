import { sectionProgressOf } from '@mission/shared';
import { initialProgressState, type ProgressState } from '@mission/shared';
import type { KeyValueStorage } from '../storage/safe-storage';
import { readStoredRecord } from '../storage/stored-record';
import { PROGRESS_RECORD } from './progress-store';

function storageWith(raw: string): KeyValueStorage {
  return { getItem: () => raw, setItem: () => undefined, removeItem: () => undefined };
}

const fresh = initialProgressState();
const fireDone = { ...fresh.sectionProgress, army: { fire: [true, true] } };
const envelope = (data: unknown) => JSON.stringify({ version: 1, data });

/** Bad input: each payload starts the app, keeps the valid progress, and warns once. */
const BAD_PAYLOADS: Array<[string, string, Partial<ProgressState>]> = [
  ['not JSON at all', 'army=fire', {}],
  ['truncated JSON', envelope({ sectionProgress: { army: { fire: [true, true] } } }).slice(0, 40), {}],
  ['the JSON null', 'null', {}],
  ['a number', '42', {}],
  ['a string', '"progress"', {}],
  ['an array', '[1,2,3]', {}],
  ['another app’s record', '{"theme":"dark","token":"abc"}', {}],
  ['a version from the future', JSON.stringify({ version: 2, data: { sectionProgress: fireDone } }), {}],
  ['a version as text', JSON.stringify({ version: '1', data: { sectionProgress: fireDone } }), {}],
  ['data that is null', envelope(null), {}],
  ['data that is a list', envelope([['army', 'fire']]), {}],
  ['sectionProgress as text', envelope({ sectionProgress: 'army:fire', tasksCompleted: 2 }), { tasksCompleted: 2 }],
  [
    'an unknown branch beside a valid one',
    envelope({ sectionProgress: { marines: { beach: [true] }, army: { fire: [true, true] } } }),
    { sectionProgress: fireDone },
  ],
  [
    'a chapter of another branch',
    envelope({ sectionProgress: { army: { fire: [true, true], distress: [true, true] } } }),
    { sectionProgress: fireDone },
  ],
  [
    'flags that are not booleans',
    envelope({ sectionProgress: { army: { fire: [true, true], flood: ['yes', 1] } } }),
    { sectionProgress: fireDone },
  ],
  [
    'too many level flags',
    envelope({ sectionProgress: { army: { fire: [true, true], mudslide: [true, true, true, true] } } }),
    { sectionProgress: fireDone },
  ],
  ['an empty flag list', envelope({ sectionProgress: { army: { fire: [true, true], flood: [] } } }), { sectionProgress: fireDone }],
  [
    'flags as an object',
    envelope({ sectionProgress: { army: { fire: [true, true], flood: { 0: true } } } }),
    { sectionProgress: fireDone },
  ],
  ['a branch that is a list', envelope({ sectionProgress: { army: { fire: [true, true] }, navy: [true] } }), { sectionProgress: fireDone }],
  [
    'an unknown current section',
    envelope({ sectionProgress: { army: { fire: [true, true] } }, currentSection: 'space' }),
    { sectionProgress: fireDone, currentSection: null },
  ],
  [
    'a current chapter of another branch',
    envelope({ currentSection: 'army', currentChapter: 'overboard' }),
    { currentSection: 'army', currentChapter: null },
  ],
  ['a negative level', envelope({ currentLevel: -1, tasksCompleted: 1 }), { currentLevel: 0, tasksCompleted: 1 }],
  ['a fractional level', envelope({ currentLevel: 1.5 }), { currentLevel: 0 }],
  ['a task count as text', envelope({ tasksCompleted: '3', currentLevel: 2 }), { tasksCompleted: 0, currentLevel: 2 }],
  ['an overflowing task count', '{"version":1,"data":{"tasksCompleted":1e309}}', { tasksCompleted: 0 }],
  [
    'idle as text',
    envelope({ userIdle: 'no', sectionProgress: { army: { fire: [true, true] } } }),
    { userIdle: false, sectionProgress: fireDone },
  ],
  [
    'a __proto__ key',
    '{"version":1,"data":{"sectionProgress":{"__proto__":{"polluted":[true]},"army":{"fire":[true,true]}}}}',
    { sectionProgress: fireDone },
  ],
];

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe(`reading "${PROGRESS_RECORD.key}"`, () => {
  it('is versioned in its key and its envelope', () => {
    expect(PROGRESS_RECORD.key).toBe('mission.progress.v1');
    expect(PROGRESS_RECORD.version).toBe(1);
  });

  it.each(BAD_PAYLOADS)('survives %s: keeps what is valid, resets the rest, warns once', (_name, raw, kept) => {
    const state = readStoredRecord(storageWith(raw), PROGRESS_RECORD);
    expect(state).toEqual({ ...fresh, ...kept });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads a valid record back whole, without a warning', () => {
    const saved: ProgressState = {
      sectionProgress: sectionProgressOf({ army: { fire: [true, true], end: [true] }, navy: { distress: [true] }, air: {} }),
      currentSection: 'navy',
      currentChapter: 'distress',
      currentLevel: 1,
      userIdle: false,
      tasksCompleted: 4,
    };
    expect(readStoredRecord(storageWith(envelope(saved)), PROGRESS_RECORD)).toEqual(saved);
    expect(warn).not.toHaveBeenCalled();
  });
});
