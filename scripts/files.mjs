// Every file under a folder, for the build steps that walk the build's output or public/.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The paths of every file under `dir` (none when it does not exist) whose name passes `keep`. */
export function filesUnder(dir, keep = () => true) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && keep(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
