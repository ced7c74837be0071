// @ts-check
// `npm run check:links`: every address of docs/fact-sources/careers-links.md, checked live.
// Not part of `npm test`: it needs the network, and the sites' answers change.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CAREERS_LINKS_DOC, careersLinks } from '@mission/content/careers-links-table';
import { checkAddress } from './check-address.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CONCURRENT = 4;

const addresses = [...new Set(careersLinks(readFileSync(ROOT + CAREERS_LINKS_DOC, 'utf8')).map((link) => link.address))];

/** @type {import('./check-address.mjs').AddressCheck[]} */
const results = [];
const queue = [...addresses];
await Promise.all(
  Array.from({ length: CONCURRENT }, async () => {
    for (let address = queue.shift(); address; address = queue.shift()) results.push(await checkAddress(address));
  }),
);
results.sort((a, b) => addresses.indexOf(a.address) - addresses.indexOf(b.address));

for (const { address, status, ok, finalUrl, error } of results) {
  const moved = finalUrl && finalUrl !== address ? ` -> ${finalUrl}` : '';
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${status ?? '---'}  ${address}${moved}${error ? `  (${error})` : ''}`);
}

const failed = results.filter((result) => !result.ok);
if (failed.length > 0 && failed.every((result) => result.offline)) {
  console.error(`\nNo network: none of the ${addresses.length} addresses could be reached; nothing was checked.`);
  process.exit(2);
}
console.log(`\n${results.length - failed.length} of ${results.length} addresses answer.`);
if (failed.length > 0) {
  console.error(`${failed.length} FAIL: fix the address in ${CAREERS_LINKS_DOC} and in the code (its test says where).`);
  process.exit(1);
}
