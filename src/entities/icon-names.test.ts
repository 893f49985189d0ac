import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ICON_NAMES } from './icon-names';

// Read the package's files rather than importing it: this folder stays free of MUI.
const iconsDir = dirname(createRequire(import.meta.url).resolve('@mui/icons-material/package.json'));

describe('icon names', () => {
  it.each(ICON_NAMES)('%s is an @mui/icons-material export', (name) => {
    expect(existsSync(join(iconsDir, `${name}.js`))).toBe(true);
  });
});
