import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from '../../src/integrations/storage/local.storage';
import { describeStorageContract } from './storage-contract';

describeStorageContract('local', async () =>
  createLocalStorage({ dir: join(await mkdtemp(join(tmpdir(), 'vigil-storage-')), 'uploads') }),
);
