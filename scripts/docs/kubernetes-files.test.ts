/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { kubernetesFiles } from '../../shared/tooling/deploy/kubernetes/manifests.mjs';
import { expectGeneratedFile } from './generated-doc';

/** deploy/kubernetes/ as committed is what the generator writes from the list of branches. */
describe('deploy/kubernetes/, generated from the list of branches', () => {
  const files = kubernetesFiles();

  it.each(Object.keys(files))('%s is checked in as generated (npm run deploy:kubernetes)', (file) => {
    expectGeneratedFile(`deploy/kubernetes/${file}`, files[file]!, 'npm run deploy:kubernetes');
  });

  it('holds no file the generator no longer writes', () => {
    expect(readdirSync(join(__dirname, '../../deploy/kubernetes')).sort()).toEqual(Object.keys(files).sort());
  });
});
