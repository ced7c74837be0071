import { readdirSync } from 'node:fs';
import { CONTENT_HASHED } from '@mission/tooling/deploy/http-policy.mjs';

/** A build's content-hashed files (the immutable rule of http-policy.mjs and nginx), relative to its dist. */
export function contentHashedFiles(dist: string): string[] {
  return (readdirSync(dist, { recursive: true }) as string[]).filter((file) => CONTENT_HASHED.test(file));
}
