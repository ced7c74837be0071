// @ts-check

/** A colour written `#rrggbb`: the only form the list of branches takes, so it can be measured. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * WCAG 2 relative luminance of a `#rrggbb` colour.
 * @param {string} hex
 */
function luminance(hex) {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 2 contrast ratio of two `#rrggbb` colours, from 1 (the same) to 21 (black on white):
 * text needs 4.5, a border or a bar that carries meaning 3 (WCAG AA; docs/build-a-branch.md "The list").
 * @param {string} one
 * @param {string} other
 */
export function contrastRatio(one, other) {
  const [lighter, darker] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}
