import { compassDirection } from './compass-direction';

const deg = (value: number) => (value * Math.PI) / 180;

describe('compass direction words', () => {
  it.each([
    [0, 'ahead'],
    [29, 'ahead'],
    [-30, 'ahead'],
    [45, 'left'],
    [-90, 'right'],
    [134, 'left'],
    [135, 'behind'],
    [-179, 'behind'],
    [180, 'behind'],
  ])('%i degrees is %s', (bearing, word) => {
    expect(compassDirection(deg(bearing))).toBe(word);
  });
});
