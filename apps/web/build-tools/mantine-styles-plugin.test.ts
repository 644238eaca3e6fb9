import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesDir, stylesheetImportFor } from './mantine-styles-plugin';

const stylesDir = mantineStylesDir();
const core = '/repo/node_modules/@mantine/core/esm';

describe('the stylesheet a Mantine module brings with it', () => {
  it("finds Mantine's own folder of per-component stylesheets", () => {
    expect(existsSync(path.join(stylesDir, 'Button.layer.css'))).toBe(true);
  });

  it("gives a component's class names its layered stylesheet", () => {
    expect(stylesheetImportFor(`${core}/components/Button/Button.module.mjs`, stylesDir)).toBe(
      "import '@mantine/core/styles/Button.layer.css';\n",
    );
  });

  it('names shared parts by their own stylesheet, wherever their module lives', () => {
    expect(stylesheetImportFor(`${core}/utils/InlineInput/InlineInput.module.mjs`, stylesDir)).toBe(
      "import '@mantine/core/styles/InlineInput.layer.css';\n",
    );
  });

  it('reads Windows paths too', () => {
    expect(
      stylesheetImportFor('C:\\repo\\node_modules\\@mantine\\core\\esm\\components\\Card\\Card.module.mjs', stylesDir),
    ).toBe("import '@mantine/core/styles/Card.layer.css';\n");
  });

  it('leaves alone component code, other packages and names Mantine has no stylesheet for', () => {
    expect(stylesheetImportFor(`${core}/components/Button/Button.mjs`, stylesDir)).toBeNull();
    expect(stylesheetImportFor('/repo/apps/web/src/app/toasts.module.css', stylesDir)).toBeNull();
    expect(stylesheetImportFor(`${core}/components/Select/Select.module.mjs`, stylesDir)).toBeNull();
  });
});
